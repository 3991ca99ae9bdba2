import { useTranslation } from 'react-i18next';
import type { TSankalpList } from '@sankalp/contract';

/**
 * The printable list: a plain table whose header repeats on every printed page and whose rows
 * never split across pages (sankalp.css). Column titles follow the list's language, not the
 * console's, so a Hindi list prints wholly in Hindi.
 */
export function SankalpTable({ list }: { list: TSankalpList }) {
  const { t } = useTranslation('sankalp');
  const lng = list.language === 'hindi' ? 'hi' : 'en';
  const h = (key: string) => t(`columns.${key}`, { lng });
  if (list.lines.length === 0) return <p>{t('empty')}</p>;
  return (
    <table className="sankalp-table">
      <caption className="visually-hidden">{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{h('devotee')}</th>
          <th scope="col">{h('gotra')}</th>
          <th scope="col">{h('additionalNames')}</th>
          <th scope="col">{h('items')}</th>
          <th scope="col">{h('order')}</th>
        </tr>
      </thead>
      <tbody>
        {list.lines.map((line, i) => (
          <tr key={line.orderId}>
            <td>{i + 1}</td>
            <td>{line.devoteeName}</td>
            <td>{line.gotra}</td>
            <td>{line.additionalNames.join(', ')}</td>
            <td>{line.items.map((item) => `${item.name} ×${item.quantity}`).join(', ')}</td>
            <td>{line.orderId}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
