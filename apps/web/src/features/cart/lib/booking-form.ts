/**
 * The devotee form of the cart page and its rules (spec §5). Errors are message keys of the
 * `booking` namespace (`validation.<key>`); the English texts equal the contract's
 * CHECKOUT_MESSAGES, which the server answers with too.
 */
export type DevoteeForm = {
  fullName: string;
  gotra: string;
  whatsappNumber: string;
  /** yyyy-mm-dd (spec §9 internal format); '' when none. */
  selectedDate: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  /** Asked only for a donation of a temple with 80G registration (issue 23). */
  donorPan: string;
  donorAddress: string;
};

export type ParticipantSlot = { name: string; skipped: boolean };

export type FormContext = {
  kind: 'PUJA' | 'OFFERING';
  needsDate: boolean;
  prasad: boolean;
  /** The basket holds a donation of a temple with 80G registration: the donor's PAN and address are asked. */
  donation80g?: boolean;
};

export type MessageKey =
  | 'fullNameRequired'
  | 'fullNameDigits'
  | 'whatsappRequired'
  | 'whatsappDigits'
  | 'whatsappLength'
  | 'gotraRequired'
  | 'addressRequired'
  | 'cityRequired'
  | 'stateRequired'
  | 'pincodeRequired'
  | 'pincodeLength'
  | 'dateRequired'
  | 'nameRequired'
  | 'nameDigits'
  | 'nameTooShort'
  | 'nameLettersOnly'
  | 'donorPanRequired'
  | 'donorPan'
  | 'donorAddressRequired';

export type FieldErrors = Partial<Record<keyof DevoteeForm, MessageKey>>;

export const EMPTY_FORM: DevoteeForm = {
  fullName: '',
  gotra: '',
  whatsappNumber: '',
  selectedDate: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  donorPan: '',
  donorAddress: '',
};

/** A PAN: 5 letters, 4 digits, a letter (any case: it is sent upper-cased). */
export function donorPanError(value: string): MessageKey | null {
  const v = value.trim();
  if (!v) return 'donorPanRequired';
  if (!/^[A-Za-z]{5}\d{4}[A-Za-z]$/.test(v)) return 'donorPan';
  return null;
}

/** Latin or Devanagari decimal digits, and any other script's: a name never holds one. */
const HAS_DIGIT = /\p{Nd}/u;
const LETTERS_AND_SPACES = /^[\p{Script=Latin}\p{Script=Devanagari}\s]+$/u;
export const MIN_NAME_LENGTH = 2;

export function fullNameError(value: string): MessageKey | null {
  if (!value.trim()) return 'fullNameRequired';
  if (HAS_DIGIT.test(value)) return 'fullNameDigits';
  return null;
}

export function whatsappError(value: string): MessageKey | null {
  const v = value.trim();
  if (!v) return 'whatsappRequired';
  if (!/^\d+$/.test(v)) return 'whatsappDigits';
  if (v.length !== 10) return 'whatsappLength';
  return null;
}

export function pincodeError(value: string): MessageKey | null {
  const v = value.trim();
  if (!v) return 'pincodeRequired';
  if (!/^\d{6}$/.test(v)) return 'pincodeLength';
  return null;
}

/** A chadawa participant on the cart page: required, no digits, then letters and spaces, 2+ characters. */
export function participantNameError(value: string): MessageKey | null {
  const v = value.trim();
  if (!v) return 'nameRequired';
  if (HAS_DIGIT.test(v)) return 'nameDigits';
  if (v.length < MIN_NAME_LENGTH) return 'nameTooShort';
  if (!LETTERS_AND_SPACES.test(v)) return 'nameLettersOnly';
  return null;
}

/** An optional extra devotee of a puja package: blank is fine, digits are not. */
export const extraNameError = (value: string): MessageKey | null => (value.trim() && HAS_DIGIT.test(value) ? 'nameDigits' : null);

const required = (value: string, key: MessageKey): MessageKey | null => (value.trim() ? null : key);

export function validateForm(form: DevoteeForm, ctx: FormContext): FieldErrors {
  const errors: FieldErrors = {};
  const set = (field: keyof DevoteeForm, error: MessageKey | null) => {
    if (error) errors[field] = error;
  };
  set('fullName', fullNameError(form.fullName));
  set('whatsappNumber', whatsappError(form.whatsappNumber));
  set('gotra', required(form.gotra, 'gotraRequired'));
  if (ctx.kind === 'PUJA' && ctx.needsDate) set('selectedDate', required(form.selectedDate, 'dateRequired'));
  if (ctx.prasad) {
    set('address', required(form.address, 'addressRequired'));
    set('city', required(form.city, 'cityRequired'));
    set('state', required(form.state, 'stateRequired'));
    set('pincode', pincodeError(form.pincode));
  }
  if (ctx.donation80g) {
    set('donorPan', donorPanError(form.donorPan));
    set('donorAddress', required(form.donorAddress, 'donorAddressRequired'));
  }
  return errors;
}

/** Errors per name slot: chadawa slots not skipped follow the participant rule; puja extras are optional. */
export function validateNames(slots: ParticipantSlot[], kind: FormContext['kind']): (MessageKey | null)[] {
  return slots.map((slot) => (slot.skipped ? null : kind === 'OFFERING' ? participantNameError(slot.name) : extraNameError(slot.name)));
}

/** What POST /order/create takes (spec §3 checkout payload); delivery only with prasad. */
export function checkoutPayload(cartId: string, form: DevoteeForm, slots: ParticipantSlot[], ctx: FormContext) {
  return {
    cartId,
    userInfo: {
      name: form.fullName.trim(),
      whatsappNumber: form.whatsappNumber.trim(),
      gotra: form.gotra.trim(),
      selectedEventDate: ctx.needsDate ? form.selectedDate : null,
      // Skipped slots stay as blanks: the server drops them, as the spec's 'skipped' marks do.
      additionalNames: slots.map((s) => (s.skipped ? '' : s.name.trim())),
    },
    deliveryInfo: ctx.prasad
      ? { location: { address: form.address.trim(), city: form.city.trim(), state: form.state.trim(), pincode: form.pincode.trim() } }
      : null,
    // Only for an 80G donation: otherwise the PAN is never sent.
    donor: ctx.donation80g ? { pan: form.donorPan.trim().toUpperCase(), address: form.donorAddress.trim() } : null,
  };
}
