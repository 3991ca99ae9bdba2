import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, useFieldIds } from '../../../components/ui/field.tsx';
import { errorMessage, notifyError } from '../../../lib/toast.ts';
import { uploadImage } from '../api/upload-image.ts';
import styles from './media-upload.module.css';
import { useUploadHint } from './upload-hint.ts';

export type ImageUploadProps = { value: string | null; onChange: (url: string | null) => void; label: string; id: string };

/**
 * A catalogue image: choose a file, watch it upload, see it, remove it. The value is the URL the
 * server answered (its largest WebP width; the site derives the smaller ones for srcset).
 */
export function ImageUpload({ value, onChange, label, id }: ImageUploadProps) {
  const { t } = useTranslation('media');
  const hint = useUploadHint('image');
  const ids = useFieldIds(id);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setPercent(0);
    setStatus(t('image.uploading'));
    abort.current = new AbortController();
    try {
      const image = await uploadImage(file, setPercent, abort.current.signal);
      onChange(image.url);
      setStatus(t('image.uploaded'));
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(errorMessage(failure));
      setStatus('');
      notifyError(failure);
    } finally {
      setPercent(null);
      // The same file may be chosen again after an error.
      input.value = '';
    }
  }

  return (
    <div className={[styles.upload, 'ui-field', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="ui-field__label" id={`${ids.id}-label`} htmlFor={ids.id}>
        {label}
      </label>
      {value && <img className={styles.preview} src={value} alt={t('image.preview', { label })} />}
      {/* The browser's own picker says "Choose File / No file chosen" in its language, not the console's: hidden, its label is the button (as the video's). */}
      <input
        id={ids.id}
        className={`visually-hidden ${styles.hiddenFile}`}
        type="file"
        accept="image/*"
        onChange={(e) => void onFile(e)}
        disabled={percent !== null}
        aria-labelledby={`${ids.id}-label ${ids.id}-pick`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
      <label id={`${ids.id}-pick`} htmlFor={ids.id} className={`ui-button ui-button--secondary ${styles.pick}`}>
        {value ? t('image.chooseAnother') : t('image.choose')}
      </label>
      <p className="ui-field__hint" id={ids.hintId}>
        {hint}
      </p>
      {percent !== null && (
        <div className={styles.progressRow}>
          <progress className={styles.progress} max={100} value={percent} aria-label={t('image.progressLabel', { label })} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
      {value && percent === null && (
        <div className={styles.actions}>
          <Button
            onClick={() => {
              onChange(null);
              setStatus(t('image.removed'));
            }}
          >
            {t('image.remove')}
          </Button>
        </div>
      )}
      {error && (
        <p className="ui-field__error" id={ids.errorId}>
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
