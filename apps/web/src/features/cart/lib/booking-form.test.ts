import { CHECKOUT_MESSAGES } from '@sankalp/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/booking.json' with { type: 'json' };
import { checkoutPayload, EMPTY_FORM, participantNameError, validateForm, validateNames, whatsappError } from './booking-form.ts';

const valid = { ...EMPTY_FORM, fullName: 'Asha Devi', gotra: 'Kashyap', whatsappNumber: '9876543210' };
const puja = { kind: 'PUJA' as const, needsDate: false, prasad: false };

describe('devotee form rules (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateForm(valid, puja)).toEqual({});
  });

  it('checks the full name', () => {
    expect(validateForm({ ...valid, fullName: ' ' }, puja).fullName).toBe('fullNameRequired');
    expect(validateForm({ ...valid, fullName: 'Asha 2' }, puja).fullName).toBe('fullNameDigits');
  });

  it('checks the WhatsApp number in order: required, digits, length', () => {
    expect(whatsappError('')).toBe('whatsappRequired');
    expect(whatsappError('98765abcde')).toBe('whatsappDigits');
    expect(whatsappError('98765')).toBe('whatsappLength');
    expect(whatsappError('9876543210')).toBeNull();
  });

  it('asks for the address only when prasad is chosen', () => {
    expect(validateForm(valid, { ...puja, prasad: true })).toEqual({
      address: 'addressRequired',
      city: 'cityRequired',
      state: 'stateRequired',
      pincode: 'pincodeRequired',
    });
    const address = { ...valid, address: 'Lane 1', city: 'Pune', state: 'MH' };
    expect(validateForm({ ...address, pincode: '4110' }, { ...puja, prasad: true }).pincode).toBe('pincodeLength');
    expect(validateForm({ ...address, pincode: '411001' }, { ...puja, prasad: true })).toEqual({});
  });

  it('needs a date only for pujas on request', () => {
    expect(validateForm(valid, { ...puja, needsDate: true }).selectedDate).toBe('dateRequired');
    expect(validateForm(valid, { ...puja, kind: 'OFFERING', needsDate: true }).selectedDate).toBeUndefined();
  });

  it('checks chadawa participant names, skipping blanked slots', () => {
    expect(participantNameError('')).toBe('nameRequired');
    expect(participantNameError('Ram 2')).toBe('nameDigits');
    expect(participantNameError('राम ३')).toBe('nameDigits');
    expect(participantNameError('A')).toBe('nameTooShort');
    expect(participantNameError('Ram@')).toBe('nameLettersOnly');
    expect(participantNameError('सीता देवी')).toBeNull();
    expect(participantNameError('Sita Devi')).toBeNull();
    expect(
      validateNames(
        [
          { name: '', skipped: true },
          { name: 'x', skipped: false },
        ],
        'OFFERING',
      ),
    ).toEqual([null, 'nameTooShort']);
    expect(validateNames([{ name: '', skipped: false }], 'PUJA')).toEqual([null]);
  });

  it('builds the checkout payload, with delivery only for prasad', () => {
    const payload = checkoutPayload(
      'c',
      { ...valid, address: 'a', city: 'b', state: 'c', pincode: '411001' },
      [
        { name: 'Ram', skipped: false },
        { name: '', skipped: true },
      ],
      { ...puja, prasad: false },
    );
    expect(payload.deliveryInfo).toBeNull();
    expect(payload.userInfo.additionalNames).toEqual(['Ram', '']);
    expect(payload.userInfo.selectedEventDate).toBeNull();
  });

  it('asks the donor’s PAN and address only for an 80G donation, and sends them only then (issue 23)', () => {
    const offering = { kind: 'OFFERING' as const, needsDate: false, prasad: false };
    expect(validateForm(valid, offering)).toEqual({});
    expect(validateForm(valid, { ...offering, donation80g: true })).toEqual({ donorPan: 'donorPanRequired', donorAddress: 'donorAddressRequired' });
    expect(validateForm({ ...valid, donorPan: 'ABCD1234F', donorAddress: 'x' }, { ...offering, donation80g: true })).toEqual({ donorPan: 'donorPan' });
    const filled = { ...valid, donorPan: ' abcde1234f ', donorAddress: ' 12 Temple Road ' };
    expect(validateForm(filled, { ...offering, donation80g: true })).toEqual({});
    expect(checkoutPayload('c1', filled, [], { ...offering, donation80g: true }).donor).toEqual({ pan: 'ABCDE1234F', address: '12 Temple Road' });
    expect(checkoutPayload('c1', filled, [], offering).donor).toBeNull();
  });

  it('shows the server’s own wording in English', () => {
    for (const [key, text] of Object.entries(CHECKOUT_MESSAGES)) {
      const shown = (en.validation as Record<string, string>)[key];
      if (shown !== undefined) expect(shown).toBe(text);
    }
    expect(en.validation.pincodeLength).toBe('Pincode must be exactly 6 digits.');
    expect(en.validation.nameTooShort).toBe('Name must be at least 2 characters long');
    expect(en.validation.nameLettersOnly).toBe('Name must contain only letters');
  });
});
