import type { TCart, TCreateOrderRequest, TEventDetail } from '@sankalp/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { checkoutPayload, EMPTY_FORM, validateForm, validateNames, type DevoteeForm as Form, type FormContext } from '../lib/booking-form.ts';
import { firstValidDay, needsDate } from '../lib/date-options.ts';
import { DatePicker } from './date-picker.tsx';
import { PackageSelect } from './package-select.tsx';
import { ParticipantsField } from './participants-field.tsx';
import { PrasadCheckbox } from './prasad-checkbox.tsx';
import { useParticipants } from './use-participants.ts';
import { WhatsAppOptIn } from './whatsapp-opt-in.tsx';
import styles from './cart-page.module.css';

type Props = {
  cart: TCart;
  event: TEventDetail | null | undefined;
  processing: boolean;
  onSubmit: (payload: TCreateOrderRequest) => void;
  /** The day the devotee has picked (yyyy-mm-dd), '' when the puja has its own date: the review panel shows it. */
  onDateChange?: (day: string) => void;
};

/** Digits only, as typed on a phone keypad (WhatsApp number, pincode). */
const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * The devotee details form (spec §3, §5): name, gotra, WhatsApp, the date for pujas on request,
 * participant names, and the delivery address when prasad is chosen. Errors show once a field
 * is left or the form is submitted, and clear as soon as the value is valid.
 */
export function DevoteeForm({ cart, event, processing, onSubmit, onDateChange }: Props) {
  const { t } = useTranslation('booking');
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const participants = useParticipants(cart, event);

  const ctx: FormContext = {
    kind: cart.type,
    needsDate: needsDate(cart.type, event?.pujaType),
    prasad: cart.itemList.some((l) => l.subType === 'PRASAD'),
    donation80g: cart.donation80g === true,
  };
  const errors = validateForm(form, ctx);
  const nameErrors = validateNames(participants.slots, cart.type);
  const shown = (field: keyof Form) => ((submitted || touched.has(field)) && errors[field] ? t(`validation.${errors[field]}`) : null);
  const nameShown = nameErrors.map((e, i) => (submitted || participants.edited.has(i) ? e : null));

  // Spec §5: the first valid date is selected for the devotee.
  const firstDay = ctx.needsDate && event ? firstValidDay(event.pujaDateOptions, new Date()) : null;
  useEffect(() => {
    if (firstDay) setForm((f) => (f.selectedDate ? f : { ...f, selectedDate: firstDay }));
  }, [firstDay]);
  const pickedDay = ctx.needsDate ? form.selectedDate : '';
  useEffect(() => onDateChange?.(pickedDay), [pickedDay, onDateChange]);

  const field = (name: keyof Form, extra: { inputMode?: 'numeric' | 'text'; maxLength?: number; autoComplete?: string; hint?: string } = {}) => ({
    label: t(`cart.${name === 'whatsappNumber' ? 'whatsapp' : name}`),
    name,
    value: form[name],
    error: shown(name),
    onBlur: () => setTouched((s) => new Set(s).add(name)),
    onChange: (e: { target: { value: string } }) => {
      const raw = e.target.value;
      const value = name === 'whatsappNumber' ? digitsOnly(raw, 10) : name === 'pincode' ? digitsOnly(raw, 6) : raw;
      setForm((f) => ({ ...f, [name]: value }));
    },
    ...extra,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || nameErrors.some(Boolean)) {
      // Focus the first field that needs attention once the errors are on screen.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] button:not(:disabled)')?.focus(),
      );
      return;
    }
    onSubmit({ ...checkoutPayload(cart.cartId, form, participants.slots, ctx), whatsappOptIn });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby="devotee-title">
      <h2 id="devotee-title" className={styles.formTitle}>
        {t('cart.devoteeTitle')}
      </h2>
      {event && <PackageSelect cart={cart} event={event} />}
      <TextField {...field('fullName', { autoComplete: 'name', maxLength: 200 })} />
      <TextField {...field('gotra', { maxLength: 200 })} hint={t('cart.gotraHint')} />
      <TextField {...field('whatsappNumber', { inputMode: 'numeric', autoComplete: 'tel-national' })} type="tel" prefix="+91" hint={t('cart.whatsappHint')} />
      <WhatsAppOptIn checked={whatsappOptIn} onChange={setWhatsappOptIn} />
      {ctx.needsDate && event && (
        <DatePicker
          options={event.pujaDateOptions}
          value={form.selectedDate}
          onChange={(day) => setForm((f) => ({ ...f, selectedDate: day }))}
          error={shown('selectedDate')}
        />
      )}
      <ParticipantsField kind={cart.type} {...participants} errors={nameShown} />
      {event?.prasadInfo && (
        <div className={styles.group}>
          <PrasadCheckbox event={event} cart={cart} />
          {ctx.prasad && (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>{t('cart.deliveryTitle')}</legend>
              <TextField {...field('address', { autoComplete: 'street-address', maxLength: 400 })} />
              <div className={styles.row}>
                <TextField {...field('city', { autoComplete: 'address-level2', maxLength: 200 })} />
                <TextField {...field('state', { autoComplete: 'address-level1', maxLength: 200 })} />
              </div>
              <TextField {...field('pincode', { inputMode: 'numeric', autoComplete: 'postal-code' })} />
            </fieldset>
          )}
        </div>
      )}
      {ctx.donation80g && (
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('cart.donorTitle')}</legend>
          <p>{t('cart.donorHint')}</p>
          <TextField {...field('donorPan', { maxLength: 10, autoComplete: 'off' })} />
          <TextField {...field('donorAddress', { autoComplete: 'street-address', maxLength: 300 })} />
        </fieldset>
      )}
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={processing || participants.busy} aria-busy={processing || undefined}>
        {processing ? t('cart.processing') : t('cart.confirmPay')}
      </button>
    </form>
  );
}
