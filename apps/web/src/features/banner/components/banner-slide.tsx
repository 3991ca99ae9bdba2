import { isSitePath, type TBanner } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import styles from './banner-carousel.module.css';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/responsive-image.ts';

/**
 * One banner: image, title and description over it; a click opens the banner's route. A link that
 * would leave the site (`//host`, `/\host`: rows saved before the console refused them) is not a link.
 */
export function BannerSlide({ banner, index, total }: { banner: TBanner; index: number; total: number }) {
  const { t } = useTranslation();
  const image = banner.imageInfo;
  const content = (
    <>
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
    </>
  );
  return (
    <li className={styles.slide} aria-roledescription={t('carousel.slideRole')} aria-label={t('carousel.slideOf', { number: index + 1, total })}>
      {isSitePath(image.onClick) ? (
        <LangLink to={image.onClick} className={styles.link} draggable={false}>
          {content}
        </LangLink>
      ) : (
        <div className={styles.link}>{content}</div>
      )}
    </li>
  );
}
