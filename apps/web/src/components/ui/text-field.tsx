import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Already translated; shown under the field and announced. */
  error?: string | null;
  hint?: ReactNode;
  /** Text shown inside the field before the value ('+91'). */
  prefix?: string;
};

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({ label, error, hint, prefix, className = '', ...input }: Props) {
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
        <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
