import { useId, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null };

/** A labelled textarea with its error announced (see TextField). */
export function TextAreaField({ label, error, className = '', ...textarea }: Props) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <textarea id={id} className={styles.textarea} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...textarea} />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
