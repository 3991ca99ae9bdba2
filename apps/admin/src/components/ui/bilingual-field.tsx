import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from './text-field.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'lang'> & { ref?: React.Ref<HTMLInputElement> };
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'lang'> & { ref?: React.Ref<HTMLTextAreaElement> };

export type BilingualFieldProps = {
  /** What the pair is ("Name", "Short description"); the two inputs are labelled "… (English)" / "… (Hindi)". */
  label: string;
  hint?: ReactNode;
  errorEn?: ReactNode;
  errorHi?: ReactNode;
} & ({ multiline?: false; en: InputProps; hi: InputProps } | { multiline: true; rows?: number; en: TextareaProps; hi: TextareaProps });

/**
 * One catalogue text in both languages: English and Hindi side by side on a desk, stacked on a
 * phone (CSS). Each input carries its `lang`, so spell-checkers and screen readers use the right one.
 * With react-hook-form: `en={register('nameEn')} hi={register('nameHi')} errorEn={errors.nameEn?.message}`.
 */
export function BilingualField(props: BilingualFieldProps) {
  const { t } = useTranslation();
  const labelEn = t('bilingual.english', { label: props.label });
  const labelHi = t('bilingual.hindi', { label: props.label });
  return (
    <fieldset className="ui-bilingual">
      <legend className="ui-bilingual__legend">{props.label}</legend>
      {props.hint && <p className="ui-field__hint">{props.hint}</p>}
      <div className="ui-bilingual__pair">
        {props.multiline ? (
          <>
            <TextAreaField {...props.en} rows={props.rows} lang="en" label={labelEn} error={props.errorEn} />
            <TextAreaField {...props.hi} rows={props.rows} lang="hi" label={labelHi} error={props.errorHi} />
          </>
        ) : (
          <>
            <TextField {...props.en} lang="en" label={labelEn} error={props.errorEn} />
            <TextField {...props.hi} lang="hi" label={labelHi} error={props.errorHi} />
          </>
        )}
      </div>
    </fieldset>
  );
}
