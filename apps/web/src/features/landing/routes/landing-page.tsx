import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SubscribeBox } from '../../../components/ui/subscribe-box.tsx';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BannerCarousel } from '../../banner/index.ts';
import { useVisibility } from '../../config/index.ts';
import { FaqSection } from '../../faq/index.ts';
import { EventShowcase } from '../components/event-showcase.tsx';
import { Hero } from '../components/hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { ImportantDetails } from '../components/important-details.tsx';
import styles from '../components/landing.module.css';
import { lazyComponent } from '../../../lib/lazy-component.ts';

// Below the fold: the testimonials carousel (and its carousel library) loads when scrolled near.
const Testimonials = lazyComponent(() => import('../../review/index.ts').then((m) => ({ default: m.Testimonials })));

export default function LandingPage() {
  const { t } = useTranslation('landing');
  const visibility = useVisibility();
  usePageTitle(undefined);
  return (
    <>
      <Hero />
      <div className={`container ${styles.banner}`}>
        <BannerCarousel />
      </div>
      <EventShowcase />
      <ImportantDetails />
      <HowItWorks />
      <WhenVisible minHeight={480}>
        <Suspense fallback={<div style={{ minHeight: 480 }} />}>
          <Testimonials title={t('heading6')} />
        </Suspense>
      </WhenVisible>
      <FaqSection source="homepage" title={t('heading7')} subtitle={t('subHeading7')} />
      {visibility.subscribeLanding && <SubscribeBox />}
    </>
  );
}
