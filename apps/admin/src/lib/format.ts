/**
 * Amounts are paise (integers) in the console's contract. Shown as rupees with the sign, Indian
 * grouping and always two decimals, in Latin digits in both languages (decision 071): ₹1,00,000.50.
 */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  numberingSystem: 'latn',
});

export const formatPaise = (paise: number): string => rupees.format(paise / 100);

/** Date and time of an ISO timestamp, Latin digits, India time (the temples' and operators' clock). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(date);
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' }).format(
    date,
  );
}
