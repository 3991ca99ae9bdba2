import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOccurrence } from '@sankalp/contract';
import { FormError } from '../../../components/ui/index.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { VideoUpload } from '../../media/index.ts';
import { useGroupVideo } from '../api/occurrence-api.ts';

/**
 * The day's one video: uploaded once (resumable), then attached to every performed order without
 * a video of its own. Once attached it is shown here; orders performed later get it by pressing
 * attach again (the same video, a new batch).
 */
export function GroupVideo({ occurrence }: { occurrence: TOccurrence }) {
  const { t } = useTranslation('occurrences');
  const key = { eventId: occurrence.eventId, date: occurrence.date };
  const mutation = useGroupVideo(key);
  const batchId = useRef<string | null>(null);
  const waiting = occurrence.counts.performed - occurrence.counts.video;

  const attach = (mediaId: string) => {
    batchId.current ??= crypto.randomUUID();
    mutation.mutate(
      { batchId: batchId.current, mediaId },
      {
        onSuccess: (result) => {
          batchId.current = null;
          notifySuccess(t('video.done', { count: result.done.length }));
        },
      },
    );
  };

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
