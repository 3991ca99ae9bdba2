import { CHECKOUT_NAMES_MAX, type TOrderDetail, type TOrderSankalp } from '@sankalp/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLanguage } from '../../../lib/app-state.ts';
import { useUpdateSankalp } from '../api/update-sankalp.ts';
import { draftOf, hasErrors, previewText, sankalpBody, validateSankalp, type SankalpDraft } from '../lib/sankalp-form.ts';
import styles from './sankalp.module.css';

type Props = { order: TOrderDetail; sankalp: TOrderSankalp; onDone: () => void };

/**
 * Name, gotra and the other names, with checkout's rules and messages, and the sentence the priest
 * will read as it will be (the contract's sankalpText, which the server answers with too).
 */
export function SankalpForm({ order, sankalp, onDone }: Props) {
  const { t } = useTranslation('orders');
  const { t: tb } = useTranslation('booking');
  const language = useLanguage();
  const [draft, setDraft] = useState<SankalpDraft>(() => draftOf(sankalp));
  const [submitted, setSubmitted] = useState(false);
  const save = useUpdateSankalp(order.orderId);
  const errors = validateSankalp(draft, order.type);
  const shown = (key: string | null | undefined) => (submitted && key ? tb(`validation.${key}`) : null);
  // A chadawa's names are its counted participants: changed, not added or removed. A puja takes
  // as many as its package (namesAllowed, checkout's rule, which the server checks again).
  const canAdd = order.type === 'PUJA' && draft.additionalNames.length < Math.min(sankalp.namesAllowed, CHECKOUT_NAMES_MAX);

  const setName = (i: number, value: string) => setDraft((d) => ({ ...d, additionalNames: d.additionalNames.map((n, j) => (j === i ? value : n)) }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) return;
    if (await save.mutateAsync(sankalpBody(draft))) onDone();
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('sankalp.editTitle')}>
      <TextField
        label={tb('cart.fullName')}
        name="name"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the Edit button, which is gone: focus goes to the form's first field, not the page's start
        autoFocus
        value={draft.name}
        maxLength={200}
        autoComplete="name"
        error={shown(errors.name)}
        onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
      />
      <TextField
        label={tb('cart.gotra')}
        name="gotra"
        value={draft.gotra}
        maxLength={200}
        hint={tb('cart.gotraHint')}
        error={shown(errors.gotra)}
        onChange={(e) => setDraft((d) => ({ ...d, gotra: e.target.value }))}
      />
      {draft.additionalNames.map((name, i) => (
        <TextField
          key={i}
          label={t('sankalp.otherName', { number: i + 1 })}
          value={name}
          maxLength={200}
          autoComplete="off"
          error={shown(errors.additionalNames[i])}
          onChange={(e) => setName(i, e.target.value)}
        />
      ))}
      {canAdd && (
        <button
          type="button"
          className={buttonClass('secondary', { small: true, className: styles.addName })}
          onClick={() => setDraft((d) => ({ ...d, additionalNames: [...d.additionalNames, ''] }))}
        >
          {t('sankalp.addName')}
        </button>
      )}
      <div className={styles.preview}>
        <p className={styles.previewLabel}>{t('sankalp.preview')}</p>
        {/* Not a live region: it changes on every keystroke, and reading the whole sentence each time
            would drown the typing. It follows the fields, so it is read in order, and the saved text
            is shown on the card. */}
        <p data-testid="sankalp-preview">{previewText(draft, order, sankalp.templeName, language)}</p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('sankalp.saving') : t('sankalp.save')}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onDone} disabled={save.isPending}>
          {t('sankalp.cancel')}
        </button>
      </div>
    </form>
  );
}
