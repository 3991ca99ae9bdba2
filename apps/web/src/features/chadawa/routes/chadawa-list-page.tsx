import { SubscribeBox } from '../../../components/ui/subscribe-box.tsx';
import { useVisibility } from '../../config/index.ts';
import { EventListPage } from '../../event/index.ts';
import { FaqSection } from '../../faq/index.ts';
import { Testimonials } from '../../review/index.ts';
import { useOfferingListInfinite } from '../api/get-offering-list.ts';

/** /chadawa: every chadawa, page by page, then testimonials, offering FAQs and subscribe. */
export default function ChadawaListPage() {
  const query = useOfferingListInfinite();
  const visibility = useVisibility();
  return (
    <EventListPage
      kind="chadawa"
      query={query}
      after={
        <>
          <Testimonials />
          <FaqSection source="offering" />
          {visibility.subscribeLanding && <SubscribeBox />}
        </>
      }
    />
  );
}
