import { NAME_MESSAGES } from '../user/update-user.ts';

/**
 * The booking form's messages (spec §5), word for word. The site shows them beside the fields; the
 * server answers with the same text when a check fails there, so a user sees one wording.
 */
export const CHECKOUT_MESSAGES = {
  fullNameRequired: 'Full Name is required.',
  fullNameDigits: 'Full Name should not contain numbers.',
  whatsappRequired: 'WhatsApp Number is required.',
  whatsappDigits: 'WhatsApp Number must contain only digits.',
  whatsappLength: 'WhatsApp Number must be exactly 10 digits.',
  gotraRequired: 'Gotra is required.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  pincodeRequired: 'Pincode is required.',
  pincodeLength: 'Pincode must be exactly 6 digits.',
  dateRequired: 'Date selection is required.',
  nameRequired: 'Name is required.',
  nameDigits: 'Name should not contain numbers.',
  /** Not in the spec: our wording for checks only the server can make. */
  dateNotAllowed: 'Please select one of the available dates.',
  tooLong: 'This field is too long.',
  tooManyNames: 'Too many participant names.',
  cartId: 'cartId must be a valid cart id',
  /** Issue 23 (decision 263): asked only when the basket holds a donation of a temple with 80G registration. */
  donorPanRequired: 'PAN is required for the 80G receipt of your donation.',
  donorPan: 'Enter a valid PAN: 5 letters, 4 digits, 1 letter (e.g. ABCDE1234F).',
  donorAddressRequired: 'Address is required for the 80G receipt of your donation.',
} as const;

/**
 * Not in the spec: a field holding characters no keyboard types for it (control characters, bidi
 * overrides; see common/person-text.ts). Named per field, since the answer is one toast.
 */
export const CHECKOUT_CHARACTER_MESSAGES = {
  fullName: 'Full Name contains characters that are not allowed.',
  gotra: 'Gotra contains characters that are not allowed.',
  /** The spec's wording for a participant name holding anything but letters. */
  name: NAME_MESSAGES.letters,
  address: 'Address contains characters that are not allowed.',
  city: 'City contains characters that are not allowed.',
  state: 'State contains characters that are not allowed.',
  pincode: 'Pincode contains characters that are not allowed.',
} as const;

/** Longest accepted free text, per field (names, gotra, address lines). */
export const CHECKOUT_TEXT_MAX = 200;
