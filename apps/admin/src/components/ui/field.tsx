import { useId, type ReactNode } from 'react';

/** Ids a control needs to name its label, hint and error (aria-describedby). */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

export const describedBy = (ids: { hintId: string; errorId: string }, hint: ReactNode, error: ReactNode): string | undefined =>
  [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;

/** Label, control, hint and error, stacked; the control is passed in already wired to the ids. */
export function FieldFrame(props: {
  id: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['ui-field', props.error ? 'ui-field--invalid' : '', props.className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p className="ui-field__hint" id={props.hintId}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="ui-field__error" id={props.errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
