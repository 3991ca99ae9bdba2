import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBatchResult, TOccurrence } from '@sankalp/contract';
import { Button, FormError } from '../../../components/ui/index.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { VideoUpload } from '../../media/index.ts';
import { useGroupVideo, useReplaceGroupVideo } from '../api/occurrence-api.ts';

/**
 * Runs a group-video batch for an uploaded video: the batch key is made once per upload and kept
 * for that press's retries, so a lost answer never runs it twice.
 */
function useVideoBatch(mutation: ReturnType<typeof useGroupVideo>, done: (result: TBatchResult) => void) {
  const batchId = useRef<string | null>(null);
  return (mediaId: string) => {
    batchId.current ??= crypto.randomUUID();
    mutation.mutate(
      { batchId: batchId.current, mediaId },
      {
        onSuccess: (result) => {
          batchId.current = null;
          done(result);
        },
      },
    );
  };
}

/**
 * The day's one video: uploaded once (resumable), then attached to every performed order without
 * a video of its own. Once attached it is shown here; orders performed later get it by pressing
 * attach again (the same video, a new batch).
 */
export function GroupVideo({ occurrence }: { occurrence: TOccurrence }) {
  const { t } = useTranslation('occurrences');
  const key = { eventId: occurrence.eventId, date: occurrence.date };
  const mutation = useGroupVideo(key);
  const waiting = occurrence.counts.performed - occurrence.counts.video;
  const attach = useVideoBatch(mutation, (result) => notifySuccess(t('video.done', { count: result.done.length })));

  return (
    <section className="card" aria-labelledby="occurrence-video">
      <h2 id="occurrence-video">{t('video.title')}</h2>
      {occurrence.groupVideo ? (
        <>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an uploaded puja video has no caption track */}
          <video className="occurrence-video" src={occurrence.groupVideo.url} controls preload="metadata" aria-label={t('video.title')} />
          {waiting > 0 && (
            <p>
              {t('video.waiting', { count: waiting })}{' '}
              <button type="button" className="link-button" onClick={() => attach(occurrence.groupVideo!.id)} disabled={mutation.isPending}>
                {t('video.attachAgain')}
              </button>
            </p>
          )}
          <ReplaceGroupVideo occurrence={occurrence} />
        </>
      ) : occurrence.counts.performed === 0 ? (
        <p>{t('video.performFirst')}</p>
      ) : (
        <VideoUpload target={{ occurrence: key }} label={t('video.upload')} onUploaded={({ id }) => attach(id)} />
      )}
      {mutation.error && <FormError>{errorMessage(mutation.error)}</FormError>}
    </section>
  );
}

/**
 * A wrong or broken group video replaced by a new upload (decision 293): every order that plays
 * the group video gets the new one; personal clips stay; no message is sent again.
 */
function ReplaceGroupVideo({ occurrence }: { occurrence: TOccurrence }) {
  const { t } = useTranslation('occurrences');
  const key = { eventId: occurrence.eventId, date: occurrence.date };
  const mutation = useReplaceGroupVideo(key);
  const [open, setOpen] = useState(false);
  const replace = useVideoBatch(mutation, (result) => {
    setOpen(false);
    notifySuccess(t('video.replaced', { count: result.done.length }));
  });

  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('video.replace')}
      </Button>
    );
  return (
    <div className="occurrence-replace-video">
      <p className="ui-field__hint">{t('video.replaceHint')}</p>
      <VideoUpload target={{ occurrence: key }} label={t('video.replaceUpload')} onUploaded={({ id }) => replace(id)} />
      <Button onClick={() => setOpen(false)} disabled={mutation.isPending}>
        {t('video.replaceCancel')}
      </Button>
      {mutation.error && <FormError>{errorMessage(mutation.error)}</FormError>}
    </div>
  );
}
