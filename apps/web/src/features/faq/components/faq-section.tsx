import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useFaqs, type FaqSource } from '../api/get-faqs.ts';
import { FaqAccordion } from './faq-accordion.tsx';

type Props = { source: FaqSource; title?: string; subtitle?: string };

/** A titled FAQ block fed from one FAQ source; renders nothing when there are none. */
export function FaqSection({ source, title, subtitle }: Props) {
  const { t } = useTranslation();
  const { data: faqs = [] } = useFaqs(source);
  if (faqs.length === 0) return null;
  return (
    <section className="container" aria-labelledby={`faq-${source}`} style={{ marginTop: 48 }}>
      <SectionHeading id={`faq-${source}`} title={title ?? t('faq.title')} subtitle={subtitle ?? t('faq.subtitle')} />
      <FaqAccordion faqs={faqs} />
    </section>
  );
}
