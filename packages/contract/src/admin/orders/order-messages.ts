/**
 * The console's order screens' own messages (English; the API's lib/messages has their Hindi).
 * Shared by the contract's checks and the API's errors so a message has one wording.
 */
export const ADMIN_ORDER_MESSAGES = {
  statusInvalid: 'Choose order statuses from the list.',
  paymentStateInvalid: 'Choose a payment state from the list.',
  idInvalid: 'This id is not valid.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  searchTooShort: 'Type at least 3 letters of the name, a 10-digit phone number or an order id.',
  searchTooLong: 'The search text is too long.',
  cursorInvalid: 'This page link is no longer valid. Please start from the first page.',
  noteRequired: 'Write the note first.',
  noteTooLong: 'A note can be at most 2000 characters.',
  languageInvalid: 'Choose English or Hindi.',
  eventRequired: 'Choose an event.',
  dateRequired: 'Choose a date.',
} as const;
