import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

export type RichTextEditorProps = {
  label: string;
  lang: 'en' | 'hi';
  value: string;
  onChange: (html: string) => void;
  error?: string;
};

/**
 * A real rich-text editor (tiptap) limited to what the server keeps: paragraphs, bold, italic,
 * lists and subheadings (the API sanitizes again, decision 110). Toolbar buttons are plain buttons
 * with pressed state, so it is keyboard operable; Ctrl+B / Ctrl+I work inside the text.
 */
export function RichTextEditor({ label, lang, value, onChange, error }: RichTextEditorProps) {
  const { t } = useTranslation('catalogue');
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3] }, code: false, codeBlock: false, blockquote: false, horizontalRule: false, strike: false })],
    content: value,
    editorProps: {
      attributes: {
        lang,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: 'catalogue-rich__content',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
    // The console's CSP allows no inline <style>: the editor's few rules live in catalogue.css.
    injectCSS: false,
  });
  // A reset of the form (another event loaded) replaces the document.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      heading: e?.isActive('heading', { level: 3 }) ?? false,
    }),
  });
  const tool = (key: keyof NonNullable<typeof state>, text: string, run: () => void) => (
    <button type="button" className="ui-button ui-button--ghost catalogue-rich__tool" aria-pressed={state?.[key] ?? false} onClick={run} disabled={!editor}>
      {text}
    </button>
  );
  return (
    <div className={['ui-field', 'catalogue-rich', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <span className="ui-field__label" id={labelId}>
        {label}
      </span>
      <div className="catalogue-rich__toolbar" role="toolbar" aria-label={t('rich.toolbar', { label })}>
        {tool('bold', t('rich.bold'), () => editor?.chain().focus().toggleBold().run())}
        {tool('italic', t('rich.italic'), () => editor?.chain().focus().toggleItalic().run())}
        {tool('heading', t('rich.heading'), () => editor?.chain().focus().toggleHeading({ level: 3 }).run())}
        {tool('bullet', t('rich.bullets'), () => editor?.chain().focus().toggleBulletList().run())}
        {tool('ordered', t('rich.numbered'), () => editor?.chain().focus().toggleOrderedList().run())}
      </div>
      <EditorContent editor={editor} className="ui-input catalogue-rich__box" />
      {error && (
        <p className="ui-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
