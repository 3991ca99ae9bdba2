import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';
import styles from './field.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; hint?: ReactNode; prefix?: string };

/** A labelled input with its hint and error (see FieldFrame). */
export function TextField({ label, error, hint, prefix, className, ...input }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} prefix={prefix} className={className}>
      {(control) => <input className={styles.input} {...control} {...input} />}
    </FieldFrame>
  );
}
