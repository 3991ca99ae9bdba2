import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Upload } from 'tus-js-client';
import { MEDIA_VIDEO_TYPES } from '@sankalp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { notifyError, notifySuccess } from '../../../lib/toast.ts';
import { stallWatch, VIDEO_STALL_MS } from '../api/stall-watch.ts';
import { createVideoUpload, resumeIfStarted, type VideoTarget } from '../api/video-upload.ts';
import styles from './media-upload.module.css';
import { useSizeText, useUploadHint } from './upload-hint.ts';

export type VideoUploadProps = {
  target: VideoTarget;
  onUploaded: (video: { id: string; url: string }) => void;
  label?: string;
  /** How long without progress counts as stalled (stall-watch.ts); shorter only in tests. */
  stallMs?: number;
};

type State = 'idle' | 'uploading' | 'paused' | 'failed' | 'done';

/** The chosen file as the operator sees it: its name, its size, and a local copy to play. */
type Chosen = { name: string; size: number; src: string | null };

/** 65 → "1:05", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * A puja's video for one order or for a whole occurrence (its group video), uploaded resumably (tus): progress, pause and resume, automatic
 * retries while the network is away, and after a reload choosing the same file continues where
 * the upload stopped. Hands the finished video's URL to `onUploaded` (the attach-video action).
 */
export function VideoUpload({ target, onUploaded, label, stallMs = VIDEO_STALL_MS }: VideoUploadProps) {
  const { t } = useTranslation('media');
  const hint = useUploadHint('video');
  const size = useSizeText();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [state, setState] = useState<State>('idle');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const upload = useRef<Upload | null>(null);
  const lastTenth = useRef(-1);
  // A stalled upload starts again from the server's offset, as Pause then Resume would (unless
  // paused meanwhile). The ref keeps the watch's callback on this render's texts.
  const onStall = useRef<() => void>(() => undefined);
  useEffect(() => {
    onStall.current = () => {
      const stalled = upload.current;
      if (!stalled) return;
      announce(t('video.stalled'));
      void stalled
        .abort()
        .catch(() => undefined)
        .then(() => watch.watching() && stalled.start());
    };
  });
  const [watch] = useState(() => stallWatch(() => onStall.current(), stallMs));

  // The preview plays the file from this computer (not the server's copy): free the old one.
  useEffect(() => () => void (chosen?.src && URL.revokeObjectURL(chosen.src)), [chosen]);

  // Leaving the page pauses (the server keeps what it has; the same file resumes later).
  useEffect(
    () => () => {
      watch.stop();
      void upload.current?.abort();
    },
    [watch],
  );

  // Back online after the retries ran out: carry on without waiting for a click.
  useEffect(() => {
    const onOnline = () => {
      if (state === 'failed' && upload.current) resume();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  });

  function announce(text: string) {
    setStatus(text);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setError(null);
    if (!(MEDIA_VIDEO_TYPES as readonly string[]).includes(file.type)) {
      const message = t('video.wrongType');
      setError(message);
      notifyError(new Error(message));
      return;
    }
    setChosen({ name: file.name, size: file.size, src: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null });
    setDuration(null);
    const next = createVideoUpload(file, target, {
      onActivity: () => watch.activity(),
      onProgress: (sent, total) => {
        const value = total ? Math.floor((sent / total) * 100) : 0;
        setPercent(value);
        // Screen readers hear every 10 %, not every chunk.
        const tenth = Math.floor(value / 10);
        if (tenth !== lastTenth.current) {
          lastTenth.current = tenth;
          announce(t('video.progress', { percent: tenth * 10 }));
        }
      },
      onSuccess: (video) => {
        watch.stop();
        setState('done');
        setPercent(100);
        announce(t('video.done'));
        notifySuccess(t('video.done'));
        onUploaded(video);
      },
      onError: (message) => {
        watch.stop();
        setState('failed');
        setError(message);
        announce(message);
        notifyError(new Error(message));
      },
    });
    upload.current = next;
    lastTenth.current = -1;
    setPercent(0);
    const resumed = await resumeIfStarted(next);
    announce(resumed ? t('video.resuming') : t('video.starting'));
    setState('uploading');
    watch.start();
    next.start();
  }

  function pause() {
    watch.stop();
    void upload.current?.abort();
    setState('paused');
    announce(t('video.paused'));
  }

  function resume() {
    setError(null);
    setState('uploading');
    announce(t('video.resuming'));
    watch.start();
    upload.current?.start();
  }

  const busy = state === 'uploading' || state === 'paused';
  return (
    <div className={[styles.upload, 'ui-field', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <span className="ui-field__label" id={`${inputId}-label`}>
        {label ?? t('video.label')}
      </span>
      {chosen && (
        <figure className={styles.video}>
          {chosen.src && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the operator's own file, played back to check it; it has no caption track
            <video
              className={styles.player}
              src={chosen.src}
              controls
              preload="metadata"
              aria-label={t('video.previewOf', { name: chosen.name })}
              onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
            />
          )}
          <figcaption>
            <strong className={styles.name}>{chosen.name}</strong>
            <span className={styles.meta}>
              {[duration === null ? null : t('video.duration', { duration: formatDuration(duration) }), size(chosen.size)].filter(Boolean).join(' · ')}
            </span>
            {state === 'done' && <span className={styles.uploaded}>✓ {t('video.done')}</span>}
          </figcaption>
        </figure>
      )}
      {/* The native picker's "No file chosen" beside a finished upload misled: the input is hidden and its label is the button. */}
      <input
        id={inputId}
        className={`visually-hidden ${styles.hiddenFile}`}
        type="file"
        accept={MEDIA_VIDEO_TYPES.join(',')}
        onChange={(e) => void onFile(e)}
        disabled={busy}
        aria-labelledby={`${inputId}-label ${inputId}-pick`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      />
      <label id={`${inputId}-pick`} htmlFor={inputId} className={`ui-button ui-button--secondary ${styles.pick}`}>
        {chosen ? t('video.chooseAnother') : t('video.choose')}
      </label>
      <p className="ui-field__hint" id={hintId}>
        {hint}
      </p>
      {state !== 'idle' && state !== 'done' && (
        <div className={styles.progressRow}>
          <progress className={styles.progress} max={100} value={percent} aria-label={t('video.progressLabel')} aria-valuetext={`${percent}%`} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
      {(state === 'uploading' || state === 'paused' || state === 'failed') && (
        <div className={styles.actions}>
          {state === 'uploading' ? (
            <Button onClick={pause}>{t('video.pause')}</Button>
          ) : (
            <Button variant="primary" onClick={resume}>
              {t('video.resume')}
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className="ui-field__error" id={errorId}>
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
