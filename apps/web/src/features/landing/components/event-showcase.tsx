import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ANALYTICS_EVENTS, participateEvent, type ParticipatePlace } from '../../../lib/analytics.ts';
import { notify } from '../../../lib/toast.ts';
import { useOfferingPage } from '../../chadawa/index.ts';
import { EventCard, EventGrid, type EventKind } from '../../event/cards.ts';
import { usePujaPage } from '../../puja/index.ts';
import { EventSlider } from './event-slider.tsx';
import styles from './landing.module.css';

type View = 'slider' | 'grid';

function DiscoverMore({ kind }: { kind: EventKind }) {
  const { t } = useTranslation('landing');
  return (
    <LangLink to={`/${kind}`} className={styles.discover}>
      <span className={styles.discoverTitle}>{t('discoverMoreEvents')}</span>
      <span className={styles.discoverText}>{t('exploreExitingOpportunities')}</span>
      <span className={styles.discoverCta}>
        {t('exploreNow')} <ArrowRightIcon size={18} />
      </span>
    </LangLink>
  );
}

/**
 * Puja/Chadawa toggle over page 0 of that list, in-progress events only (spec §7 notes),
 * shown as a slider or a grid, ending with a 'discover more' card. `place` names the page in
 * the cards' 'Participate Now' analytics event (the payment status page shows it too).
 */
export function EventShowcase({ place = 'LANDING_PAGE' }: { place?: ParticipatePlace }) {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  const [kind, setKind] = useState<EventKind>('puja');
  const [view, setView] = useState<View>('slider');
  const section = useRef<HTMLElement>(null);
  const switched = useRef(false);
  const puja = usePujaPage(0, kind === 'puja');
  const chadawa = useOfferingPage(0, kind === 'chadawa');
  const query = kind === 'puja' ? puja : chadawa;
  const events = (query.data?.events ?? []).filter((e) => e.eventType === 'INPROGRESS_EVENT');

  useEffect(() => {
    if (query.isError) notify.error(tc('errors.fetchEvents'));
  }, [query.isError, tc]);

  const choose = (next: EventKind) => {
    if (next === kind) return;
    switched.current = true;
    setKind(next);
  };
  useEffect(() => {
    if (switched.current) section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [kind]);

  const analytics = participateEvent(kind, place);

  return (
    <section ref={section} className={`container ${styles.section} ${styles.showcase}`} aria-labelledby="showcase-title">
      <SectionHeading id="showcase-title" title={t('heading3')} subtitle={t('subHeading3')} />
      <div className={styles.showcaseBar}>
        <div className={styles.segmented} role="group" aria-label={t('showcase.kind')}>
          {(['puja', 'chadawa'] as const).map((k) => (
            <button key={k} type="button" aria-pressed={kind === k} onClick={() => choose(k)}>
              {t(`showcase.${k}`)}
            </button>
          ))}
        </div>
        <div className={`${styles.segmented} ${styles.segmentedSmall}`} role="group" aria-label={t('showcase.view')}>
          {(['slider', 'grid'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {t(`showcase.${v}`)}
            </button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <Spinner label={tc('loading')} />
      ) : query.isError ? (
        <DiscoverMore kind={kind} />
      ) : events.length === 0 ? (
        <>
          <p className={styles.empty}>{t('showcase.empty')}</p>
          <DiscoverMore kind={kind} />
        </>
      ) : view === 'slider' ? (
        <EventSlider
          items={events.map((event) => (
            <EventCard key={event.id} event={event} kind={kind} analyticsEvent={analytics} />
          ))}
          extra={<DiscoverMore kind={kind} />}
          labels={{ back: t('showcase.scrollBack'), forward: t('showcase.scrollForward') }}
          analyticsEvent={kind === 'puja' ? ANALYTICS_EVENTS.sliderPuja : undefined}
        />
      ) : (
        <EventGrid events={events} kind={kind} analyticsEvent={analytics} extra={<DiscoverMore kind={kind} />} />
      )}
    </section>
  );
}
