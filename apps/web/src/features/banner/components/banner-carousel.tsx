import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/get-banners.ts';
import { BannerSlide } from './banner-slide.tsx';
import styles from './banner-carousel.module.css';
import { lazyComponent } from '../../../lib/lazy-component.ts';

const BannerSlider = lazyComponent(() => import('./banner-slider.tsx'));

/** True once the browser is idle after first paint (or on first touch/hover of the banner). */
function useIdle(): [boolean, () => void] {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 1000);
    return () => clearTimeout(id);
  }, []);
  return [idle, () => setIdle(true)];
}

/**
 * Landing banners. The first slide renders at once as plain markup (it is the page's largest
 * image); the carousel code loads when the browser is idle and takes over with the same markup.
 */
export function BannerCarousel() {
  const { t } = useTranslation('landing');
  const { data: banners = [], isPending } = useBanners();
  const [idle, wake] = useIdle();

  if (isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (banners.length === 0) return null;

  const staticFirst = (
    <div className={styles.viewport}>
      <ul className={styles.track}>
        <BannerSlide banner={banners[0]!} index={0} total={banners.length} />
      </ul>
    </div>
  );
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('common:carousel.role')}
      aria-label={t('banners.label')}
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
    >
      {idle && banners.length > 1 ? (
        <Suspense fallback={staticFirst}>
          <BannerSlider banners={banners} />
        </Suspense>
      ) : (
        staticFirst
      )}
    </section>
  );
}
