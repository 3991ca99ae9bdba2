import type { TEventCard } from '@sankalp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { CalendarIcon, PeopleIcon, PinIcon } from '../../../components/ui/icons.tsx';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { track } from '../../../lib/analytics.ts';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatShortDate, formatTime, formatWeekday, isOnRequest } from '../../../lib/format.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import type { EventKind } from '../types.ts';
import { rememberOpenedCard } from '../lib/card-preview.ts';
import { OfferingStack } from './offering-stack.tsx';
import styles from './event-card.module.css';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/responsive-image.ts';

type Props = {
  event: TEventCard;
  kind: EventKind;
  /** Analytics event pushed when the card is opened (e.g. from the landing page). */
  analyticsEvent?: string;
  /** The first cards above the fold load their image eagerly. */
  eager?: boolean;
  /** Level of the card's title: one below the heading of the list it sits in. */
  headingLevel?: 2 | 3;
};

/**
 * An event in a list (spec §3/§4). In progress: 'Participate Now' opens the event. Upcoming: an
 * overlay, and it still opens. Ended: an overlay, greyed, and nothing happens on click.
 */
export function EventCard({ event, kind, analyticsEvent, eager = false, headingLevel = 3 }: Props) {
  const Title = `h${headingLevel}` as const;
  const { t } = useTranslation('event');
  const language = useLanguage();
  const titleId = useId();
  const main = event.mainSection;
  const ended = event.eventType === 'EVENT_END';
  const upcoming = event.eventType === 'UPCOMING_EVENT';
  const href = `/${kind}/${encodeURIComponent(event.searchKey)}`;

  return (
    <article className={`${styles.card} ${ended ? styles.ended : ''}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img
          {...responsiveImage(main.titleImageInfo.url, IMAGE_SIZES.card)}
          alt={main.titleImageInfo.altText || main.name}
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {(upcoming || ended) && <span className={`${styles.overlay} ${ended ? styles.overlayEnded : ''}`}>{ended ? t('eventEnded') : t('eventUpcoming')}</span>}
        {main.discountText && <span className={styles.discount}>{main.discountText}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.attendees}>
          <PeopleIcon size={16} /> {event.attendeeStatusText}
        </p>
        <Title id={titleId} className={styles.title}>
          {main.name}
        </Title>
        <div className={`rich-text ${styles.description}`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(main.shortDescription) }} />
        <p className={styles.meta}>
          <PinIcon size={16} />
          <span>{main.location.address}</span>
        </p>
        <p className={styles.meta}>
          <CalendarIcon size={16} />
          <span>
            {isOnRequest(event.pujaType)
              ? t('onRequest')
              : `${formatShortDate(event.eventDateTime, language)}, ${formatWeekday(event.eventDateTime, language)}, ${formatTime(event.eventDateTime, language)}`}
          </span>
        </p>
        {kind === 'chadawa' && event.offeringItemImageList.length > 0 && <OfferingStack images={event.offeringItemImageList} label={t('offeringItems')} />}
        <div className={styles.action}>
          {ended ? (
            <button type="button" className={buttonClass('secondary', { block: true })} disabled aria-describedby={titleId}>
              {t('eventEnded')}
            </button>
          ) : (
            <LangLink
              to={href}
              className={buttonClass(upcoming ? 'secondary' : 'primary', { block: true, className: styles.stretched })}
              aria-describedby={titleId}
              onClick={() => {
                // The event page shows the card's name and image while the rest loads.
                rememberOpenedCard(kind, event);
                if (analyticsEvent) track(analyticsEvent, { eventName: main.name, eventId: event.id });
              }}
            >
              {upcoming ? t('comingSoon') : t('participateNow')}
            </LangLink>
          )}
        </div>
      </div>
    </article>
  );
}
