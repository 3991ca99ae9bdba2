import { useTranslation } from 'react-i18next';
import { AuditChanges } from '../../../components/audit-trail.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/request.ts';
import { useEventAudit } from '../api/events.ts';
import { Section } from './form-fields.tsx';

/**
 * Who changed the entry and when (newest first), the fields each change touched (a list of
 * packages or images as one field), and the whole before/after on demand.
 */
export function EventAudit({ id }: { id: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const audit = useEventAudit(id);
  if (audit.error && isApiError(audit.error) && audit.error.status === 403) return null;
  return (
    <Section title={t('sections.audit')}>
      {audit.isLoading && <p>{t('common:loading')}</p>}
      {audit.data?.length === 0 && <p>{t('audit.empty')}</p>}
      <ol className="catalogue-audit">
        {audit.data?.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> · {entry.actor} · <code>{entry.action}</code>
            <AuditChanges entry={entry} />
            <details>
              <summary>{t('audit.details')}</summary>
              <pre className="catalogue-audit__json">{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </Section>
  );
}
