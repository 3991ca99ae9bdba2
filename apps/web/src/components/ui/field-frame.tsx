import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type Props = {
  label: string;
  /** Already translated; shown under the field and announced. */
  error?: string | null;
  hint?: ReactNode;
  /** Text shown inside the field before the value ('+91'). */
  prefix?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** Label, bordered box, hint and error around one control, wired for screen readers. */
export function FieldFrame({ label, error, hint, prefix, className = '', children }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
