import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCatalogueEventInput } from '@sankalp/contract';
import { RichTextEditor } from './rich-text-editor.tsx';

type Props = { control: Control<TCatalogueEventInput>; name: 'shortDescription' | 'about'; label: string; errors: FieldErrors<TCatalogueEventInput> };

/** One rich text in both languages, side by side on a desk and stacked on a phone (like BilingualField). */
export function BilingualRichText({ control, name, label, errors }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="ui-bilingual">
      <legend className="ui-bilingual__legend">{label}</legend>
      <div className="ui-bilingual__pair">
        {(['en', 'hi'] as const).map((lang) => (
          <Controller
            key={lang}
            control={control}
            name={`${name}.${lang}`}
            render={({ field }) => (
              <RichTextEditor
                lang={lang}
                label={t(lang === 'en' ? 'bilingual.english' : 'bilingual.hindi', { label })}
                value={field.value}
                onChange={field.onChange}
                error={errors[name]?.[lang]?.message}
              />
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
