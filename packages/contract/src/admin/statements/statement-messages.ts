/** English texts the statements and reconciliation answers raise; their Hindi is in apps/api/src/lib/messages/statements.ts. */
export const STATEMENT_MESSAGES = {
  templeRequired: 'Choose a temple.',
  periodOrder: 'The period must end on or after the day it starts.',
  periodTooLong: 'A period can be at most 366 days.',
  referenceRequired: 'Enter the payout reference (bank transfer or UTR number).',
  referenceTooLong: 'A reference can be at most 100 characters.',
  shareBps: 'Enter a percentage from 0 to 100 with at most two decimals.',
  feePerOrder: 'Enter a fee per order from ₹0 to ₹10,000.',
  changed: 'The statement changed since it was shown (new payments or refunds). Look at it again before marking it settled.',
  empty: 'There is nothing to settle in this period.',
  notFound: 'Statement not found.',
} as const;
