import { useTranslation } from 'react-i18next';
import type { TShareConfig, TStatementTotals } from '@sankalp/contract';
import { Money } from '../../../components/ui/index.ts';
import { formatPaise } from '../../../lib/format.ts';

/** A statement's totals as a list of figures, and how the share was worked out. */
export function StatementFigures({ totals, share }: { totals: TStatementTotals; share: TShareConfig }) {
  const { t } = useTranslation('statements');
  return (
    <>
      <dl className="figure-list">
        <div>
          <dt>{t('figures.payments')}</dt>
          <dd>{totals.paymentsCount}</dd>
        </div>
        <div>
          <dt>{t('figures.gross')}</dt>
          <dd>
            <Money paise={totals.grossPaise} />
          </dd>
        </div>
        <div>
          <dt>{t('figures.refunds', { count: totals.refundsCount })}</dt>
          <dd>
            <Money paise={totals.refundsPaise} />
          </dd>
        </div>
        <div>
          <dt>{t('figures.share')}</dt>
          <dd>
            <Money paise={totals.sharePaise} />
          </dd>
        </div>
        <div className="figure-main">
          <dt>{t('figures.owed')}</dt>
          <dd>
            <Money paise={totals.owedPaise} />
          </dd>
        </div>
      </dl>
      <p className="figure-note">
        {t('shareRule', {
          percent: (share.shareBps / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 }),
          fee: formatPaise(share.feePerOrderPaise),
          percentShare: formatPaise(totals.percentSharePaise),
          fees: formatPaise(totals.feesPaise),
        })}
      </p>
    </>
  );
}
