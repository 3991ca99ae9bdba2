import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCatalogueEventInput } from '@sankalp/contract';
import { Button, Select, TextField } from '../../../components/ui/index.ts';
import { DateTimeInput, RupeeInput, Section, toLocalInput } from './form-fields.tsx';

type Form = UseFormReturn<TCatalogueEventInput>;

/** Prasad delivery: none, free (amount 0, always included) or paid. */
export function PrasadSection({ form }: { form: Form }) {
  const { t } = useTranslation('catalogue');
  const prasad = useWatch({ control: form.control, name: 'prasad' });
  return (
    <Section title={t('sections.prasad')}>
      <label className="catalogue-check">
        <input
          type="checkbox"
          checked={prasad !== null}
          onChange={(e) => form.setValue('prasad', e.target.checked ? { amountPaise: 0 } : null, { shouldDirty: true })}
        />
        {t('prasad.offer')}
      </label>
      {prasad && (
        <RupeeInput control={form.control} name="prasad.amountPaise" label={t('fields.prasadAmount')} hint={t('prasad.freeHint')} id="prasad-amount" />
      )}
    </Section>
  );
}

/** Extra participants named with a chadawa. */
export function ParticipantSection({ form }: { form: Form }) {
  const { t } = useTranslation('catalogue');
  const participant = useWatch({ control: form.control, name: 'participant' });
  return (
    <Section title={t('sections.participants')}>
      <label className="catalogue-check">
        <input
          type="checkbox"
          checked={participant !== null}
          onChange={(e) => form.setValue('participant', e.target.checked ? { maxUsers: 1 } : null, { shouldDirty: true })}
        />
        {t('participants.offer')}
      </label>
      {participant && (
        <TextField type="number" min={1} max={50} label={t('fields.maxUsers')} {...form.register('participant.maxUsers', { valueAsNumber: true })} />
      )}
    </Section>
  );
}

/** Event date, booking window and (pujas) how devotees choose their date. */
export function DatesSection({ form }: { form: Form }) {
  const { t } = useTranslation('catalogue');
  const type = useWatch({ control: form.control, name: 'type' });
  const mode = useWatch({ control: form.control, name: 'dateOptions.mode' }) ?? 'FIXED_DATE';
  const e = form.formState.errors;
  return (
    <Section title={t('sections.dates')} open>
      <div className="catalogue-grid">
        <DateTimeInput control={form.control} name="eventDateTime" label={t('fields.eventDateTime')} error={e.eventDateTime?.message} id="event-date" />
        <DateTimeInput control={form.control} name="bookingOpensAt" label={t('fields.bookingOpensAt')} error={e.bookingOpensAt?.message} id="booking-opens" />
        <DateTimeInput
          control={form.control}
          name="bookingClosesAt"
          label={t('fields.bookingClosesAt')}
          error={e.bookingClosesAt?.message}
          id="booking-closes"
        />
      </div>
      {type === 'PUJA' && (
        <>
          <Select
            label={t('fields.dateMode')}
            value={mode}
            onChange={(ev) =>
              form.setValue(
                'dateOptions',
                { mode: ev.target.value as 'FIXED_DATE', startDateTime: null, endDateTime: null, allowedDateTimes: [] },
                { shouldDirty: true },
              )
            }
            options={[
              { value: 'FIXED_DATE', label: t('dateModes.FIXED_DATE') },
              { value: 'FIXED_DATES', label: t('dateModes.FIXED_DATES') },
              { value: 'RANGE', label: t('dateModes.RANGE') },
            ]}
          />
          {mode === 'RANGE' && (
            <div className="catalogue-grid">
              <DateTimeInput control={form.control} name="dateOptions.startDateTime" label={t('fields.rangeStart')} id="range-start" />
              <DateTimeInput control={form.control} name="dateOptions.endDateTime" label={t('fields.rangeEnd')} id="range-end" />
            </div>
          )}
          {mode === 'FIXED_DATES' && (
            <Controller
              control={form.control}
              name="dateOptions.allowedDateTimes"
              render={({ field }) => {
                const list = (field.value as string[] | undefined) ?? [];
                return (
                  <fieldset className="catalogue-dates">
                    <legend>{t('fields.allowedDates')}</legend>
                    {list.map((iso, i) => (
                      <div key={i} className="catalogue-dates__row">
                        <TextField
                          type="datetime-local"
                          label={t('fields.allowedDate', { n: i + 1 })}
                          value={toLocalInput(iso)}
                          onChange={(ev) =>
                            field.onChange(list.map((x, j) => (j === i ? (ev.target.value ? new Date(ev.target.value).toISOString() : '') : x)))
                          }
                        />
                        <Button variant="danger" onClick={() => field.onChange(list.filter((_, j) => j !== i))}>
                          {t('list.remove', { label: t('fields.allowedDate', { n: i + 1 }) })}
                        </Button>
                      </div>
                    ))}
                    <Button onClick={() => field.onChange([...list, form.getValues('eventDateTime')])}>{t('list.addDate')}</Button>
                  </fieldset>
                );
              }}
            />
          )}
        </>
      )}
    </Section>
  );
}
