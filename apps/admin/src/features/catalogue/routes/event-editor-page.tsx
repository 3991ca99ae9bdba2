import '../components/catalogue.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { TCatalogueEventInput } from '@sankalp/contract';
import { Loading, PageHeader } from '../../../components/ui/index.ts';
import { errorMessage } from '../../../lib/toast.ts';
import { useEvent } from '../api/events.ts';
import { EventActions } from '../components/event-actions.tsx';
import { EventAudit } from '../components/event-audit.tsx';
import { EventForm, stripServerFields } from '../components/event-form.tsx';

const DAY = 86_400_000;
const both = () => ({ en: '', hi: '' });

/** A blank draft: booking opens now, closes in a week, the event the day after. */
function blank(type: 'PUJA' | 'OFFERING'): TCatalogueEventInput {
  const now = Date.now();
  return {
    type,
    templeId: '',
    searchKey: '',
    name: both(),
    shortDescription: both(),
    discountText: both(),
    attendeeStatusText: both(),
    locationAddress: both(),
    locationPincode: '',
    about: both(),
    eventDateTime: new Date(now + 8 * DAY).toISOString(),
    bookingOpensAt: new Date(now).toISOString(),
    bookingClosesAt: new Date(now + 7 * DAY).toISOString(),
    dateOptions: type === 'PUJA' ? { mode: 'FIXED_DATE', startDateTime: null, endDateTime: null, allowedDateTimes: [] } : null,
    images: [],
    benefits: [],
    faqs: [],
    packages: [],
    items: [],
    prasad: null,
    participant: null,
  };
}

/** /catalogue/events/new?type=PUJA|OFFERING and /catalogue/events/:id */
export function EventEditorPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const event = useEvent(id);
  const [dirty, setDirty] = useState(false);
  const type = search.get('type') === 'OFFERING' ? 'OFFERING' : 'PUJA';
  const defaults = useMemo(() => (event.data ? stripServerFields(event.data) : blank(type)), [event.data, type]);

  if (id && event.isLoading) return <Loading />;
  if (id && event.error) return <p role="alert">{errorMessage(event.error)}</p>;
  const title = id ? (event.data?.name.en ?? '') || t('editor.untitled') : t(type === 'PUJA' ? 'editor.newPuja' : 'editor.newOffering');
  return (
    <>
      <p>
        <Link to="/catalogue">{t('editor.back')}</Link>
      </p>
      <PageHeader title={title} description={t(defaults.type === 'PUJA' ? 'types.PUJA' : 'types.OFFERING')} />
      {event.data && <EventActions event={event.data} dirty={dirty} onDeleted={() => void navigate('/catalogue')} />}
      <EventForm
        key={event.data?.updatedAt ?? 'new'}
        id={id}
        defaults={defaults}
        onDirtyChange={setDirty}
        onSaved={(saved) => !id && void navigate(`/catalogue/events/${saved}`, { replace: true })}
      />
      {id && <EventAudit id={id} />}
    </>
  );
}
