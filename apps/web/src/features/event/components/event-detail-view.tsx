import type { TEventDetail } from '@sankalp/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '../../faq/index.ts';
import { loadTexts } from '../../../lib/i18n.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import type { EventKind } from '../types.ts';
import { DetailHeader } from './detail-header.tsx';
import { AboutSection, BenefitsSection } from './info-sections.tsx';
import { SectionTabs } from './section-tabs.tsx';
import { StickyBar } from './sticky-bar.tsx';
import styles from './event-detail.module.css';

/**
 * Booking (packages, steppers, prasad) is its own chunk: the event chunk is shared with the landing
 * page's cards, which must stay small. EventDetailPage starts this load while the event is fetched.
 * A lazyComponent, so the server has it before its first render: a plain lazy() suspended the first event
 * page after a start, which then reached the visitor as a spinner (its content hidden, for a script
 * our CSP does not allow to reveal it).
 */
export const loadParticipateSection = () => import('./participate-section.tsx');
const ParticipateSection = lazyComponent(() => loadParticipateSection().then((m) => ({ default: m.ParticipateSection })));
/**
 * The browser loads the booking section before hydrating an event page: a tap on a server-rendered
 * 'Select' whose code has not arrived would be lost (React drops it rather than replaying it). The
 * booking texts too (the sticky bar's and the section's), which are not in the first language pack.
 */
export const preloadBookingSection = () => Promise.all([ParticipateSection.preload(), loadTexts('booking')]);

const NO_SCRIPT_SECTIONS = '[data-tab-hidden]{display:block!important}[data-section-tabs]{display:none!important}';

type Props = { event: TEventDetail; kind: EventKind; showCountdown: boolean; after?: ReactNode };

/**
 * The event page body. Wide screens show every section in turn; up to 768 px, tabs switch
 * between participate/offer, about, benefits and FAQ (spec §2).
 */
export function EventDetailView({ event, kind, showCountdown, after }: Props) {
  const { t } = useTranslation('event');
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [tab, setTab] = useState('participate');
  usePageTitle(event.mainSection.name);

  const faqs = event.faqSection.faqs;
  const sections = [
    {
      id: 'participate',
      label: kind === 'puja' ? t('detail.tabs.participate') : t('detail.tabs.offer'),
      // Suspends the whole view (EventDetailPage's boundary) until the booking chunk is in: a
      // spinner here would be replaced by the packages and push every section below it down.
      body: <ParticipateSection event={event} kind={kind} headingId="heading-participate" />,
    },
    { id: 'about', label: t('detail.tabs.about'), body: <AboutSection event={event} kind={kind} headingId="heading-about" /> },
    ...(event.benefitsSection.benefitsDataList.length > 0
      ? [{ id: 'benefits', label: t('detail.tabs.benefits'), body: <BenefitsSection event={event} headingId="heading-benefits" /> }]
      : []),
    ...(faqs.length > 0
      ? [
          {
            id: 'faq',
            label: t('detail.tabs.faq'),
            body: (
              <>
                <h2 id="heading-faq" className={styles.sectionTitle}>
                  {t('detail.faqTitle')}
                </h2>
                <FaqAccordion faqs={faqs} />
              </>
            ),
          },
        ]
      : []),
  ];

  const showParticipate = () => {
    setTab('participate');
    requestAnimationFrame(() => document.getElementById('section-participate')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <article className={styles.page}>
      <div className="container">
        <DetailHeader event={event} />
      </div>
      {/* Phones show the tabs and the chosen section, wider screens every section: CSS decides, from
          the first paint of the server's page, so nothing moves when the browser takes over. */}
      <SectionTabs tabs={sections} selected={tab} onSelect={setTab} label={t('detail.sections')} />
      <div className="container">
        {sections.map((section) => (
          <section
            key={section.id}
            id={`section-${section.id}`}
            className={styles.section}
            role={isMobile ? 'tabpanel' : undefined}
            aria-labelledby={isMobile ? `tab-${section.id}` : `heading-${section.id}`}
            data-tab-hidden={tab !== section.id ? '' : undefined}
          >
            {section.body}
          </section>
        ))}
      </div>
      {/* Without JavaScript the tabs cannot switch: every section shows, as on wide screens. */}
      <noscript>
        <style>{NO_SCRIPT_SECTIONS}</style>
      </noscript>
      {after}
      <StickyBar event={event} kind={kind} showCountdown={showCountdown} onParticipate={showParticipate} />
    </article>
  );
}
