import { useParams } from 'react-router';
import { EventDetailPage, preloadBookingSection } from '../../event/index.ts';
import { Testimonials } from '../../review/index.ts';
import { useOffering } from '../api/get-offering.ts';

/** /chadawa/:key — key is a searchKey or an offering id (lib/event-key.ts). */
export default function ChadawaDetailPage() {
  const { key = '' } = useParams();
  const query = useOffering(key);
  return <EventDetailPage kind="chadawa" query={query} after={<Testimonials />} />;
}

/** What the browser loads with this page before hydrating it (app/routes.tsx). */
export const beforeHydration = preloadBookingSection;
