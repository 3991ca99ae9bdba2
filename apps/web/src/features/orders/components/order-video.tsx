import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoMomentText, type TEventKind } from '@sankalp/contract';
import { youTubeId } from '../../review/index.ts';
import { kindContext } from '../lib/order-kind.ts';
import { videoReady } from '../lib/order-status.ts';
import styles from './order-details.module.css';

type OrderVideoProps = {
  status: string;
  /** PUJA or OFFERING: a chadawa's placeholder says the chadawa is in process (issue 21). */
  type?: TEventKind;
  videoUrl: string | null;
  image: string;
  eventName: string;
  /** Where the devotee's name is read in the group video, in seconds (issue 19): said above it, and where the player starts (`#t=`). */
  nameReadAt?: number | null;
};

/**
 * The puja recording once the order is COMPLETED, else the order image with 'Your Puja is in
 * process'. A YouTube link loads its player only on tap (then autoplays): the embed is heavy
 * for a cheap phone and most visitors come for the status, not the video. Our own upload of the
 * puja date's group video starts where the devotee's name is read (decision 181).
 */
export function OrderVideo({ status, type = 'PUJA', videoUrl, image, eventName, nameReadAt = null }: OrderVideoProps) {
  const { t } = useTranslation('orders');
  const [playing, setPlaying] = useState(false);

  if (!videoReady(status, videoUrl)) {
    return (
      <figure className={styles.placeholder}>
        {image && <img src={image} alt="" loading="lazy" decoding="async" />}
        <figcaption>{t('video.inProcess', { context: kindContext(type) })}</figcaption>
      </figure>
    );
  }
  const url = videoUrl!.trim();
  const id = youTubeId(url);
  if (!id) {
    const src = nameReadAt ? `${url}#t=${nameReadAt}` : url;
    return (
      <>
        {nameReadAt !== null && <p className={styles.nameReadAt}>{t('video.nameReadAt', { time: videoMomentText(nameReadAt) })}</p>}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the order carries a video URL only, no caption track exists */}
        <video className={styles.video} src={src} poster={image || undefined} controls preload="none" aria-label={t('video.title', { name: eventName })} />
      </>
    );
  }
  if (!playing) {
    return (
      <button type="button" className={styles.videoFacade} onClick={() => setPlaying(true)} aria-label={t('video.play', { name: eventName })}>
        <img src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`} alt="" loading="lazy" />
        <span className={styles.playIcon} aria-hidden="true">
          ▶
        </span>
      </button>
    );
  }
  return (
    <iframe
      className={styles.video}
      src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
      title={t('video.title', { name: eventName })}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  );
}
