import { useQuery } from '@tanstack/react-query';
import { ZAuditResponse, type TAuditEntry } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.ts';
import { adminRequest } from '../lib/request.ts';
import { Loading } from './ui/index.ts';
import './audit-trail.css';

export const auditQueryKey = (entityType: string, entityId: string) => ['audit', entityType, entityId] as const;

/** Fields whose value changed between before and after (the whole "after" for a creation). */
function changes(entry: TAuditEntry): { field: string; before: unknown; after: unknown }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !['updatedAt', 'createdAt', 'id'].includes(f));
  return fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f])).map((field) => ({ field, before: before[field], after: after[field] }));
}

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields one audit entry changed, each before → after (the values alone for a creation). */
export function AuditChanges({ entry }: { entry: TAuditEntry }) {
  return (
    <dl className="audit-trail__changes">
      {changes(entry).map((c) => (
        <div key={c.field}>
          <dt>{c.field}</dt>
          <dd>
            {entry.before ? `${show(c.before)} → ` : ''}
            {show(c.after)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The audit log of one entity (GET /audit/{type}/{id}), newest first: who, when, what, and each
 * field's before → after. Read-only: the log cannot be edited, here or anywhere. Texts: audit namespace.
 */
export function AuditTrail({ entityType, entityId }: { entityType: string; entityId: string }) {
  const { t, i18n } = useTranslation('audit');
  const query = useQuery({
    queryKey: auditQueryKey(entityType, entityId),
    queryFn: ({ signal }) => adminRequest(`/audit/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`, { schema: ZAuditResponse, signal }),
  });
  if (query.isPending) return <Loading />;
  if (!query.data?.length) return <p>{t('empty')}</p>;
  return (
    <ol className="audit-trail">
      {query.data.map((entry) => (
        <li key={entry.id} className="audit-trail__entry">
          <p className="audit-trail__head">
            <strong>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</strong> · {entry.actor} ·{' '}
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
          </p>
          <AuditChanges entry={entry} />
        </li>
      ))}
    </ol>
  );
}
