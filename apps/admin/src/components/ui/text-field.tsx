import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds } from './field.tsx';

type Common = { label: ReactNode; hint?: ReactNode; error?: ReactNode; className?: string };

export type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: React.Ref<HTMLInputElement> };

/**
 * A labelled input with its hint and error text tied to it (aria-describedby, aria-invalid).
 * Spread react-hook-form's `register('name')` into it; pass `error={errors.name?.message}`.
 */
export function TextField({ label, hint, error, className, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} className={className}>
      <input {...input} id={ids.id} className="ui-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(ids, hint, error)} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { ref?: React.Ref<HTMLTextAreaElement> };

/** TextField for several lines. */
export function TextAreaField({ label, hint, error, className, id, rows = 4, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        rows={rows}
        {...textarea}
        id={ids.id}
        className="ui-input ui-input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}
