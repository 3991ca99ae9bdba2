import { useParams } from 'react-router';
import { EventDetailPage, preloadBookingSection } from '../../event/index.ts';
import { Testimonials } from '../../review/index.ts';
import { usePuja } from '../api/get-puja.ts';

/** /puja/:key — key is a searchKey or a puja id (lib/event-key.ts). */
export default function PujaDetailPage() {
  const { key = '' } = useParams();
  const query = usePuja(key);
  return <EventDetailPage kind="puja" query={query} after={<Testimonials />} />;
}

/** What the browser loads with this page before hydrating it (app/routes.tsx). */
export const beforeHydration = preloadBookingSection;
