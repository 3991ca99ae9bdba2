import { SubscribeBox } from '../../../components/ui/subscribe-box.tsx';
import { useVisibility } from '../../config/index.ts';
import { EventListPage } from '../../event/index.ts';
import { FaqSection } from '../../faq/index.ts';
import { Testimonials } from '../../review/index.ts';
import { usePujaListInfinite } from '../api/get-puja-list.ts';

/** /puja: every puja, page by page, then testimonials, puja FAQs and subscribe. */
export default function PujaListPage() {
  const query = usePujaListInfinite();
  const visibility = useVisibility();
  return (
    <EventListPage
      kind="puja"
      query={query}
      after={
        <>
          <Testimonials />
          <FaqSection source="puja" />
          {visibility.subscribeLanding && <SubscribeBox />}
        </>
      }
    />
  );
}
