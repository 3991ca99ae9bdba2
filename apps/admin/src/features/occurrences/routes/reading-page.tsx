import { useParams } from 'react-router';
import { ReadingMode } from '../components/reading-mode.tsx';

/** /occurrences/:eventId/:date/reading — a new puja date is a new reading mode (its own device state). */
export function ReadingPage() {
  const { eventId = '', date = '' } = useParams();
  return <ReadingMode key={`${eventId}/${date}`} eventId={eventId} date={date} />;
}
