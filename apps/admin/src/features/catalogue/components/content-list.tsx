import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import { notifyError } from '../../../lib/toast.ts';

type Props<Row extends { id: string }> = {
  label: string;
  rows: Row[] | undefined;
  title: (row: Row) => ReactNode;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** The new order of every id; the server refuses a stale list. */
  onReorder: (ids: string[]) => Promise<unknown>;
};

/** An ordered list of entries with move up/down, edit and delete (all plain buttons: keyboard first). */
export function ContentList<Row extends { id: string }>({ label, rows, title, onEdit, onDelete, onReorder }: Props<Row>) {
  const { t } = useTranslation('catalogue');
  if (!rows) return null;
  if (rows.length === 0) return <p>{t('list.empty')}</p>;
  const move = (from: number, to: number) => {
    const ids = rows.map((r) => r.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    onReorder(ids).catch(notifyError);
  };
  return (
    <ol className="catalogue-content" aria-label={label}>
      {rows.map((row, i) => (
        <li key={row.id} className="catalogue-content__row">
          <span className="catalogue-content__title">{title(row)}</span>
          <span className="catalogue-row__actions">
            <Button variant="ghost" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('list.up', { label: String(i + 1) })}>
              ↑
            </Button>
            <Button variant="ghost" disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} aria-label={t('list.down', { label: String(i + 1) })}>
              ↓
            </Button>
            <Button onClick={() => onEdit(row)}>{t('list.edit')}</Button>
            <Button variant="danger" onClick={() => onDelete(row)}>
              {t('list.delete')}
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}
