import { formatPaise } from '../../lib/format.ts';

/** An amount in paise, shown as ₹1,234.50 (two decimals, Latin digits, both languages; decision 071). */
export function Money({ paise, className }: { paise: number | null | undefined; className?: string }) {
  if (paise === null || paise === undefined) return <span className={className}>—</span>;
  return <span className={['ui-money', className].filter(Boolean).join(' ')}>{formatPaise(paise)}</span>;
}
