import type { TEventCard, TGetOfferingListResponse, TGetOfferingResponse, TGetPujaListResponse, TGetPujaResponse } from '@sankalp/contract';
import { api } from './browser.ts';

type Language = 'english' | 'hindi';
export type Kind = 'puja' | 'chadawa';

/**
 * Every published event of a kind, all list pages, as the public API has them: the browser tests
 * share one database, and the console's tests publish events of their own, which may come first.
 */
export async function publishedEvents(kind: Kind, language: Language = 'english'): Promise<TEventCard[]> {
  const page = async (n: number) =>
    kind === 'puja'
      ? (await api<TGetPujaListResponse>(`/puja/all?pageNumber=${n}`, language)).data
      : (await api<TGetOfferingListResponse>(`/offering/all?pageNumber=${n}`, language)).data;
  const cards = (data: Awaited<ReturnType<typeof page>>) => ('pujaList' in data ? data.pujaList : data.offeringList);
  const first = await page(0);
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => page(i + 1)));
  return [first, ...rest].flatMap(cards);
}

/** The card of an event open for booking (of a puja, with this kind of date), from every list page. */
export async function openCard(kind: Kind, pujaType?: TEventCard['pujaType'], language: Language = 'english'): Promise<TEventCard> {
  const found = (await publishedEvents(kind, language)).find((e) => e.eventType === 'INPROGRESS_EVENT' && (pujaType === undefined || e.pujaType === pujaType));
  if (!found) throw new Error(`the seed has no open ${kind}${pujaType ? ` (${pujaType})` : ''}`);
  return found;
}

/** An open event of the seed with a fixed date (so its page shows the date), in full. */
export async function openEvent(kind: Kind, language: Language) {
  const found = await openCard(kind, kind === 'puja' ? 'FIXED_DATE' : undefined, language);
  const detail =
    kind === 'puja'
      ? await api<TGetPujaResponse>(`/puja/name/${found.searchKey}`, language)
      : await api<TGetOfferingResponse>(`/offering/name/${found.searchKey}`, language);
  return detail.data;
}

/** The words an HTML text starts with, as a page shows them. */
export const firstWords = (html: string, count = 6) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, count)
    .join(' ');
