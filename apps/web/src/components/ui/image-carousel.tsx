import type { TImageInfo } from '@sankalp/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import styles from './image-carousel.module.css';
import { IMAGE_SIZES, responsiveImage } from '../../lib/responsive-image.ts';

type Props = {
  images: TImageInfo[];
  label: string;
  /** Auto-advance interval (spec §9: 3 s on event pages). */
  intervalMs?: number;
  /** Load the first image eagerly (it is the page's main image). */
  priority?: boolean;
};

/** Spec §9: a swipe longer than 50 px changes the slide. */
const SWIPE_PX = 50;

/**
 * A small carousel without a library: auto-advances (paused on hover, focus or reduced motion),
 * swipes over 50 px, dots to pick a slide.
 */
export function ImageCarousel({ images, label, intervalMs = 3000, priority = false }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const startX = useRef<number | null>(null);
  const count = images.length;

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, paused, reducedMotion, intervalMs]);

  if (count === 0) return null;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(e) => {
        startX.current = e.clientX;
      }}
      onPointerUp={(e) => {
        if (startX.current === null) return;
        const dx = e.clientX - startX.current;
        startX.current = null;
        if (Math.abs(dx) > SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
      }}
      onPointerCancel={() => {
        startX.current = null;
      }}
    >
      <ul className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
        {images.map((image, i) => (
          <li key={`${image.url}-${i}`} className={styles.slide} aria-hidden={i !== index} aria-roledescription={t('carousel.slideRole')}>
            <img
              {...responsiveImage(image.url, IMAGE_SIZES.gallery)}
              alt={image.altText}
              width={800}
              height={500}
              loading={priority && i === 0 ? 'eager' : 'lazy'}
              fetchPriority={priority && i === 0 ? 'high' : 'auto'}
              decoding="async"
              draggable={false}
            />
            {image.imageText && <span className={styles.caption}>{image.imageText}</span>}
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className={styles.dots}>
          {images.map((image, i) => (
            <button key={`${image.url}-${i}`} type="button" className={styles.dot} aria-current={i === index ? 'true' : undefined} onClick={() => go(i)}>
              <span className="visually-hidden">{t('carousel.goTo', { number: i + 1 })}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
