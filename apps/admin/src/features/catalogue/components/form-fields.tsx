import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/ui/index.ts';

/** A collapsible part of a long form: native <details>, so it opens with Enter/Space and needs no script. */
export function Section({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="catalogue-section" open={open}>
      <summary className="catalogue-section__title">{title}</summary>
      <div className="catalogue-section__body">{children}</div>
    </details>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO instant → the value of <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const fromLocalInput = (value: string): string => (value ? new Date(value).toISOString() : '');

type Ctl<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: string; error?: string; id?: string };

/** A date and time, stored in the form as an ISO instant (what the API takes). */
export function DateTimeInput<T extends FieldValues>({ control, name, label, error, id }: Ctl<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          id={id}
          type="datetime-local"
          label={label}
          error={error}
          value={toLocalInput(field.value)}
          onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** Rupees on screen, paise in the form: money never passes through floating point on the server. */
export function RupeeInput<T extends FieldValues>({ control, name, label, error, id, hint }: Ctl<T> & { hint?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          label={label}
          hint={hint}
          error={error}
          defaultValue={typeof field.value === 'number' ? String(field.value / 100) : ''}
          onChange={(e) => field.onChange(Math.round(Number(e.target.value || '0') * 100))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A list of short lines (bullets) edited as one line each in a text area. */
export function LinesInput<T extends FieldValues>({ control, name, label, error, id, lang }: Ctl<T> & { lang: 'en' | 'hi' }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextAreaField
          id={id}
          lang={lang}
          rows={3}
          label={label}
          error={error}
          defaultValue={((field.value as string[] | undefined) ?? []).join('\n')}
          onChange={(e) => field.onChange(e.target.value.split('\n'))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
