import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDashboard, TDashboardPuja } from '@sankalp/contract';
import { Money } from '../../../components/ui/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { occurrencePagePath } from '../../occurrences/index.ts';

function PujaList({ id, title, pujas }: { id: string; title: string; pujas: TDashboardPuja[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const hi = i18n.language === 'hi';
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {pujas.length === 0 && <p>{t('noPujas')}</p>}
      <ul className="link-list">
        {pujas.map((p) => (
          <li key={p.eventId}>
            <Link to={occurrencePagePath(p.eventId, p.date)}>{hi ? p.nameHi : p.nameEn}</Link> — {hi ? p.templeNameHi : p.templeNameEn}:{' '}
            {t('sankalps', { count: p.paidOrders })} (<Link to={`/sankalp?date=${p.date}&eventId=${p.eventId}`}>{t('sankalpList')}</Link>)
          </li>
        ))}
      </ul>
    </section>
  );
}

function Count({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="card dashboard-count">
      <p className="dashboard-count__value">{value}</p>
      <p>{to ? <Link to={to}>{label}</Link> : label}</p>
    </div>
  );
}

/** Today's and tomorrow's pujas, the work waiting, and takings by day. */
export function DashboardCards({ board }: { board: TDashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <>
      <div className="dashboard-counts">
        <Count label={t('awaitingVideo')} value={board.awaitingVideo} to="/orders?payment=paid" />
        <Count label={t('awaitingShipment')} value={board.awaitingShipment} to="/orders?payment=paid" />
        <Count label={t('refundsPending')} value={board.refundsPending} />
        {board.openExceptions !== null && <Count label={t('openExceptions')} value={board.openExceptions} to="/exceptions" />}
      </div>
      <div className="dashboard-pujas">
        <PujaList id="dashboard-today" title={`${t('today')} (${formatDate(board.today, i18n.language)})`} pujas={board.todaysPujas} />
        <PujaList id="dashboard-tomorrow" title={`${t('tomorrow')} (${formatDate(board.tomorrow, i18n.language)})`} pujas={board.tomorrowsPujas} />
      </div>
      <section className="card" aria-labelledby="dashboard-takings">
        <h2 id="dashboard-takings">{t('takings')}</h2>
        {/* A region that scrolls is reachable by keyboard (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard */}
        <div className="dashboard-takings-scroll" tabIndex={0} role="region" aria-labelledby="dashboard-takings">
          <table className="dashboard-takings">
            <caption className="visually-hidden">{t('takings')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                <th scope="col">{t('captured')}</th>
                <th scope="col">{t('refunded')}</th>
                <th scope="col">{t('net')}</th>
              </tr>
            </thead>
            <tbody>
              {[...board.takings].reverse().map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatDate(d.date, i18n.language)}</th>
                  <td>
                    <Money paise={d.capturedPaise} />
                  </td>
                  <td>
                    <Money paise={d.refundedPaise} />
                  </td>
                  <td>
                    <Money paise={d.netPaise} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
