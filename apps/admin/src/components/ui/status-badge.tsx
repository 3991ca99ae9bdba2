import { useTranslation } from 'react-i18next';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Tones of the statuses the console shows most (orders, events, refunds); anything else is neutral. */
const TONES: Record<string, StatusTone> = {
  CREATED: 'neutral',
  AWAITING_PAYMENT_CONFIRMATION: 'warning',
  PAYMENT_FAILED: 'danger',
  SUCCESS: 'info',
  'IN TRANSIT': 'info',
  COMPLETED: 'success',
  CANCELLED: 'danger',
  DRAFT: 'neutral',
  PUBLISHED: 'success',
  UNPUBLISHED: 'warning',
  ARCHIVED: 'neutral',
  PENDING: 'warning',
  PROCESSED: 'success',
  FAILED: 'danger',
};

export type StatusBadgeProps = {
  /** The API's status value, e.g. 'SUCCESS'. Its label is common:status.<value> unless `label` is given. */
  status: string;
  label?: string;
  tone?: StatusTone;
};

/** A status as a coloured pill; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ status, label, tone }: StatusBadgeProps) {
  const { t } = useTranslation();
  const text = label ?? t(`status.${status}`, { defaultValue: status });
  return <span className={`ui-badge ui-badge--${tone ?? TONES[status] ?? 'neutral'}`}>{text}</span>;
}
