import type { TBanner } from '@sankalp/contract';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerSlide } from './banner-slide.tsx';
import styles from './banner-carousel.module.css';

/** Spec §9: the landing banner advances every 4 s; swipe either way, wrapping around. */
const BANNER_INTERVAL_MS = 4000;
/** Spec §9: landing swipe minimum delta 10 px (embla's default, stated here so it stays so). */
const SWIPE_MIN_PX = 10;

/** The interactive carousel (embla): loaded after first paint, replacing the static first slide. */
export default function BannerSlider({ banners }: { banners: TBanner[] }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, dragThreshold: SWIPE_MIN_PX }, [
    Autoplay({ delay: BANNER_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
  ]);
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => embla && setSelected(embla.selectedScrollSnap()), [embla]);
  useEffect(() => {
    if (!embla) return;
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  return (
    <>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {banners.map((banner, i) => (
            <BannerSlide key={banner.id} banner={banner} index={i} total={banners.length} />
          ))}
        </ul>
      </div>
      {banners.length > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button key={banner.id} type="button" className={styles.dot} aria-current={i === selected ? 'true' : undefined} onClick={() => embla?.scrollTo(i)}>
              <span className="visually-hidden">{t('carousel.goTo', { number: i + 1 })}</span>
            </button>
          ))}
        </div>
      )}
    </>
  );
}
