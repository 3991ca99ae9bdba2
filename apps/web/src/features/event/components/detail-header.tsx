import type { TEventDetail } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { ImageCarousel } from '../../../components/ui/image-carousel.tsx';
import { PeopleIcon, PinIcon } from '../../../components/ui/icons.tsx';
import { ReadMore } from '../../../components/ui/read-more.tsx';
import { SHORT_DESCRIPTION_LIMITS } from '../../../lib/truncate.ts';
import { DateBlock } from './date-block.tsx';
import styles from './event-detail.module.css';

/** Badge, photos, date, name, description and place (spec §2 "Event detail page"). */
export function DetailHeader({ event }: { event: TEventDetail }) {
  const { t } = useTranslation('event');
  const main = event.mainSection;
  const images = main.imageInfoList.length > 0 ? main.imageInfoList : [main.titleImageInfo];
  return (
    <header className={styles.top}>
      <div className={styles.gallery}>
        <ImageCarousel images={images} label={t('detail.gallery')} priority />
      </div>
      <div className={styles.summary}>
        <p className={styles.badge}>
          <PeopleIcon size={16} /> {event.attendeeStatusText}
        </p>
        <h1 className={styles.name}>{main.name}</h1>
        <DateBlock iso={main.eventDateTime || event.eventDateTime} pujaType={event.pujaType} />
        {main.discountText && <p className={styles.discount}>{main.discountText}</p>}
        <ReadMore html={main.shortDescription} limits={SHORT_DESCRIPTION_LIMITS} className={styles.description} />
        <p className={styles.place}>
          <PinIcon size={18} />
          <span>
            {main.location.address}
            {main.location.pincode && (
              <>
                <br />
                {t('detail.pincode', { pincode: main.location.pincode })}
              </>
            )}
          </span>
        </p>
      </div>
    </header>
  );
}
