import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOccurrence } from '@sankalp/contract';
import { Button, FormError, TextField } from '../../../components/ui/index.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useBatchPerformed } from '../api/occurrence-api.ts';
import { istInstant, istParts } from './ist-time.ts';

const PRIEST_NAME_MAX = 100;

/**
 * "Mark all performed": one time and one priest for every paid order of the day. Offered from
 * the scheduled time only (the server checks the same against its clock). The batch id is kept
 * until the batch answers, so pressing again after a lost answer does not run it twice.
 */
export function PerformedBatch({ occurrence }: { occurrence: TOccurrence }) {
  const { t, i18n } = useTranslation('occurrences');
  const key = { eventId: occurrence.eventId, date: occurrence.date };
  const now = istParts(new Date(occurrence.now));
  const [date, setDate] = useState(now.date);
  const [time, setTime] = useState(now.time);
  const [priestName, setPriestName] = useState(occurrence.priestName ?? '');
  const batchId = useRef<string | null>(null);
  const mutation = useBatchPerformed(key);
  const due = occurrence.scheduledAt !== null && occurrence.scheduledAt <= occurrence.now;
  const left = occurrence.counts.paid - occurrence.counts.performed;

  if (!due) {
    return (
      <section className="card" aria-labelledby="occurrence-performed">
        <h2 id="occurrence-performed">{t('performed.title')}</h2>
        <p>{occurrence.scheduledAt ? t('performed.notYet', { at: formatDateTime(occurrence.scheduledAt, i18n.language) }) : t('performed.noOrders')}</p>
      </section>
    );
  }
  if (left === 0) {
    return (
      <section className="card" aria-labelledby="occurrence-performed">
        <h2 id="occurrence-performed">{t('performed.title')}</h2>
        <p>{t('performed.allDone')}</p>
      </section>
    );
  }
  const submit = () => {
    batchId.current ??= crypto.randomUUID();
    mutation.mutate(
      { batchId: batchId.current, performedAt: istInstant(date, time), ...(priestName.trim() ? { priestName: priestName.trim() } : {}) },
      {
        onSuccess: (result) => {
          batchId.current = null;
          notifySuccess(t('performed.done', { count: result.done.length }));
        },
      },
    );
  };
  return (
    <section className="card" aria-labelledby="occurrence-performed">
      <h2 id="occurrence-performed">{t('performed.title')}</h2>
      <p>{t('performed.left', { count: left })}</p>
      <form
        className="form-stack occurrence-performed-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="form-row">
          <TextField type="date" label={t('performed.date')} value={date} max={now.date} onChange={(e) => setDate(e.target.value)} required />
          <TextField type="time" label={t('performed.time')} value={time} onChange={(e) => setTime(e.target.value)} required />
        </div>
        <TextField
          label={t('performed.priest')}
          hint={t('performed.priestHint')}
          autoComplete="off"
          maxLength={PRIEST_NAME_MAX}
          value={priestName}
          onChange={(e) => setPriestName(e.target.value)}
        />
        {mutation.error && <FormError>{errorMessage(mutation.error)}</FormError>}
        <div className="button-row">
          <Button type="submit" variant="primary" loading={mutation.isPending} disabled={!date || !time}>
            {t('performed.submit', { count: left })}
          </Button>
        </div>
      </form>
    </section>
  );
}
