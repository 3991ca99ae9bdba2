import { useTranslation } from 'react-i18next';
import { SubscribeBox } from '../../../components/ui/subscribe-box.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BannerCarousel } from '../../banner/index.ts';
import { useVisibility } from '../../config/index.ts';
import { FaqSection } from '../../faq/index.ts';
import { EventShowcase } from '../components/event-showcase.tsx';
import { Hero } from '../components/hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { ImportantDetails } from '../components/important-details.tsx';
import styles from '../components/landing.module.css';
import { Testimonials } from '../../review/index.ts';

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
      {/* Rendered by the server with its reviews, as on the list pages: a section that arrived
          later, above the FAQ, pushed it down under a reader scrolling (decision 272). */}
      <Testimonials title={t('heading6')} />
      <FaqSection source="homepage" title={t('heading7')} subtitle={t('subHeading7')} />
      {visibility.subscribeLanding && <SubscribeBox />}
    </>
  );
}
