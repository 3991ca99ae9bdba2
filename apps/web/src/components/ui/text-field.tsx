import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';
import styles from './field.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; hint?: ReactNode; prefix?: string };

/** A labelled input with its hint and error (see FieldFrame). */
export function TextField({ label, error, hint, prefix, className, autoFocus, ...input }: Props) {
  // React focuses an autoFocus field when it mounts; Preact (decision 040) only writes the
  // `autofocus` attribute, which the browser honours once per document, so the sign-in steps
  // shown later (OTP, name) came up unfocused. Focus on mount, as React does.
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- mount only, like React's autoFocus
  return (
    <FieldFrame label={label} error={error} hint={hint} prefix={prefix} className={className}>
      {(control) => <input ref={ref} className={styles.input} {...control} {...input} />}
    </FieldFrame>
  );
}
