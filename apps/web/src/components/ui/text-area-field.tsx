import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import styles from './field.module.css';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null };

/** A labelled textarea with its error (see FieldFrame). */
export function TextAreaField({ label, error, className, ...textarea }: Props) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <textarea className={styles.textarea} {...control} {...textarea} />}
    </FieldFrame>
  );
}
