import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds } from './field.tsx';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("All", "Choose…"): its value is ''. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  ref?: React.Ref<HTMLSelectElement>;
};

/** A labelled native select (keyboard and screen readers for free; phones show their own picker). */
export function Select({ label, options, placeholder, hint, error, className, id, ...select }: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} className={className}>
      <select {...select} id={ids.id} className="ui-input ui-select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(ids, hint, error)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
