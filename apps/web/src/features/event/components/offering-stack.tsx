import { useEffect, useState } from 'react';
import styles from './event-card.module.css';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/responsive-image.ts';

/** Spec §9: the offering image stack on chadawa cards rotates every 5 s. */
const ROTATE_MS = 5000;
const SHOWN = 4;

export function OfferingStack({ images, label }: { images: { url: string; alt: string }[]; label: string }) {
  const [start, setStart] = useState(0);

  useEffect(() => {
    if (images.length < 2) return;
    const timer = window.setInterval(() => setStart((s) => (s + 1) % images.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [images.length]);

  const shown = Array.from({ length: Math.min(SHOWN, images.length) }, (_, i) => images[(start + i) % images.length]!);
  return (
    <div className={styles.stack} role="group" aria-label={label}>
      {shown.map((image, i) => (
        <img
          key={`${image.url}-${i}`}
          {...responsiveImage(image.url, IMAGE_SIZES.thumb)}
          alt={image.alt}
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          style={{ zIndex: SHOWN - i }}
        />
      ))}
      {images.length > SHOWN && <span className={styles.more}>+{images.length - SHOWN}</span>}
    </div>
  );
}
