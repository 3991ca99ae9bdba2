import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import styles from './sign-in.module.css';

type Props = { busy: boolean; submitLabel: string; busyLabel: string; onSubmit: () => void; children: ReactNode; after?: ReactNode };

/** One step of the sign-in flow: its fields, then the main button (locked while the call runs). */
export function StepForm({ busy, submitLabel, busyLabel, onSubmit, children, after }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {after}
    </form>
  );
}
