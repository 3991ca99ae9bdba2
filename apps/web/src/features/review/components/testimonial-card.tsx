import type { TReview } from '@sankalp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewLocation, reviewMedia } from '../lib/media.ts';
import styles from './testimonials.module.css';

function YouTubeEmbed({ id, poster, name }: { id: string; poster: string | null; name: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const title = t('testimonials.videoTitle', { name });
  if (playing) {
    return (
      <iframe
        className={styles.media}
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  // A click-to-load facade: no third-party frame until the devotee asks for the video.
  return (
    <button type="button" className={`${styles.media} ${styles.facade}`} onClick={() => setPlaying(true)}>
      {poster && <img src={poster} alt="" width={480} height={270} loading="lazy" decoding="async" />}
      <span className={styles.play} aria-hidden="true" />
      <span className="visually-hidden">{title}</span>
    </button>
  );
}

export function TestimonialCard({ review }: { review: TReview }) {
  const { t } = useTranslation();
  const media = reviewMedia(review);
  return (
    <figure className={styles.card}>
      {media.kind === 'youtube' && <YouTubeEmbed id={media.id} poster={media.poster} name={review.name} />}
      {media.kind === 'image' && (
        <img
          className={styles.media}
          src={media.url}
          alt={t('testimonials.photoAlt', { name: review.name })}
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
        />
      )}
      {media.kind === 'video' && (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- a review carries a video URL only, no caption track exists
        <video
          className={styles.media}
          src={media.url}
          poster={media.poster ?? undefined}
          controls
          preload="none"
          playsInline
          aria-label={t('testimonials.videoTitle', { name: review.name })}
        >
          <source src={media.url} type="video/mp4" />
        </video>
      )}
      <blockquote className={styles.quote}>
        <p>{review.description}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{review.name}</span>
        <span className={styles.location}>{reviewLocation(review.location, t('devotee'))}</span>
      </figcaption>
    </figure>
  );
}
