import { badRequest } from '../../lib/errors.ts';
import { CATALOGUE_MESSAGES as M } from '../../lib/messages/catalogue.ts';

/** A reorder must name exactly the rows there are: a stale screen must not drop or duplicate one. */
export function assertSameIds(rows: { id: string }[], ids: string[]): void {
  const want = new Set(ids);
  if (want.size !== ids.length || want.size !== rows.length || rows.some((r) => !want.has(r.id))) throw badRequest(M.reorderMismatch);
}
