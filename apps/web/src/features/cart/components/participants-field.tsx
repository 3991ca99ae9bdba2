import type { TEventKind } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import type { MessageKey, ParticipantSlot } from '../lib/booking-form.ts';
import { canAddSlot } from '../lib/participants.ts';
import styles from './cart-page.module.css';

type Props = {
  kind: TEventKind;
  slots: ParticipantSlot[];
  limit: number;
  errors: (MessageKey | null)[];
  busy: boolean;
  onName: (index: number, name: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/**
 * Names said during the ritual. Chadawa: participant slots the devotee adds and removes (each
 * change updates the cart's participant count); puja: the package's other devotees, optional.
 */
export function ParticipantsField({ kind, slots, limit, errors, busy, onName, onAdd, onRemove }: Props) {
  const { t } = useTranslation('booking');
  const offering = kind === 'OFFERING';
  if (limit === 0 || (!offering && slots.length === 0)) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{offering ? t('participants.title') : t('participants.extraTitle')}</legend>
      <p className={styles.hint}>{offering ? t('participants.hint', { count: limit }) : t('participants.extraHint')}</p>
      {slots.map((slot, i) =>
        slot.skipped ? null : (
          <div key={i} className={styles.slot}>
            <TextField
              label={offering ? t('participants.label', { number: i + 1 }) : t('participants.extraLabel', { number: i + 2 })}
              value={slot.name}
              onChange={(e) => onName(i, e.target.value)}
              error={errors[i] ? t(`validation.${errors[i]}`) : null}
              autoComplete="off"
              maxLength={200}
            />
            {offering && (
              <button
                type="button"
                className={styles.removeSlot}
                onClick={() => onRemove(i)}
                disabled={busy}
                aria-label={t('participants.remove', { number: i + 1 })}
              >
                <CloseIcon size={18} />
              </button>
            )}
          </div>
        ),
      )}
      {offering && canAddSlot(slots, limit) && (
        <button type="button" className={buttonClass('secondary', { small: true })} onClick={onAdd} disabled={busy}>
          {t('participants.add')}
        </button>
      )}
    </fieldset>
  );
}
