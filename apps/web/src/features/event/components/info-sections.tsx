import type { TEventDetail } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { ImageCarousel } from '../../../components/ui/image-carousel.tsx';
import { ReadMore } from '../../../components/ui/read-more.tsx';
import { ABOUT_LIMITS } from '../../../lib/truncate.ts';
import type { EventKind } from '../types.ts';
import styles from './event-detail.module.css';

export function AboutSection({ event, kind, headingId }: { event: TEventDetail; kind: EventKind; headingId: string }) {
  const { t } = useTranslation('event');
  const about = event.aboutSection;
  const title = kind === 'puja' ? t('detail.aboutPuja') : t('detail.aboutChadawa');
  return (
    <>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.about}>
        {about.imageInfoList.length > 0 && (
          <div className={styles.aboutMedia}>
            <ImageCarousel images={about.imageInfoList} label={`${t('detail.gallery')}: ${title}`} />
          </div>
        )}
        <ReadMore html={about.description} limits={ABOUT_LIMITS} />
      </div>
    </>
  );
}

export function BenefitsSection({ event, headingId }: { event: TEventDetail; headingId: string }) {
  const { t } = useTranslation('event');
  return (
    <>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('detail.benefitsTitle')}
      </h2>
      <ul className={styles.benefits}>
        {event.benefitsSection.benefitsDataList.map((benefit, i) => (
          <li key={benefit.id} className={styles.benefit}>
            <span className={styles.benefitNumber} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className={styles.benefitName}>{benefit.name}</h3>
              <p>{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
