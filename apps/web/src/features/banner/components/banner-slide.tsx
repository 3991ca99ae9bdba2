import type { TBanner } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import styles from './banner-carousel.module.css';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/responsive-image.ts';

/** One banner: image, title and description over it; a click opens the banner's route. */
export function BannerSlide({ banner, index, total }: { banner: TBanner; index: number; total: number }) {
  const { t } = useTranslation();
  const image = banner.imageInfo;
  return (
    <li className={styles.slide} aria-roledescription={t('carousel.slideRole')} aria-label={t('carousel.slideOf', { number: index + 1, total })}>
      <LangLink to={image.onClick} className={styles.link} draggable={false}>
        <img
          className={styles.image}
          {...responsiveImage(image.url, IMAGE_SIZES.banner)}
          alt={image.altText || t('bannerImage')}
          width={1200}
          height={500}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding={index === 0 ? 'sync' : 'async'}
          draggable={false}
        />
        <span className={styles.text}>
          {image.imageText && <span className={styles.tag}>{image.imageText}</span>}
          <span className={styles.title}>{banner.title}</span>
          <span className={styles.description}>{banner.description}</span>
        </span>
      </LangLink>
    </li>
  );
}
