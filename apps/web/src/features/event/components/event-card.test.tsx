import type { TEventCard } from '@sankalp/contract';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { EventCard } from './event-card.tsx';

const card = (over: Partial<TEventCard> = {}): TEventCard => ({
  id: 'e1',
  searchKey: 'maha-rudrabhishek',
  eventType: 'INPROGRESS_EVENT',
  eventDateTime: '2026-03-15T01:30:00Z',
  pujaType: 'FIXED_DATE',
  attendeeStatusText: '1,200 devotees joined',
  mainSection: {
    name: 'Maha Rudrabhishek',
    shortDescription: '<p>Blessings of <b>Shiva</b></p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
    discountText: 'Save 20%',
    titleImageInfo: { url: '/images/events/x.svg', altText: 'Temple' },
    location: { address: 'Kashi Vishwanath, Varanasi' },
  },
  offeringItemImageList: [],
  ...over,
});

function renderCard(event: TEventCard, kind: 'puja' | 'chadawa' = 'puja') {
  return render(
    <MemoryRouter>
      <EventCard event={event} kind={kind} />
    </MemoryRouter>,
  ).container;
}

beforeAll(async () => {
  await initI18n('english');
});

describe('EventCard', () => {
  it('in progress: Participate Now opens the event, keeping the language', () => {
    const el = renderCard(card());
    const link = el.querySelector('a')!;
    expect(link.textContent).toBe('Participate Now');
    expect(link.getAttribute('href')).toBe('/puja/maha-rudrabhishek?language=english');
    expect(el.textContent).toContain('15 Mar 2026');
    expect(el.textContent).not.toContain('Upcoming Event');
  });

  it('upcoming: shows the overlay and still opens the event', () => {
    const el = renderCard(card({ eventType: 'UPCOMING_EVENT' }), 'chadawa');
    expect(el.textContent).toContain('Upcoming Event');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/chadawa/maha-rudrabhishek?language=english');
  });

  it('ended: overlay, greyed, and no way to open it', () => {
    const el = renderCard(card({ eventType: 'EVENT_END' }));
    expect(el.textContent).toContain('Event Ended');
    expect(el.querySelector('a')).toBeNull();
    expect(el.querySelector('button')?.disabled).toBe(true);
  });

  it("shows 'On Request' instead of a date for devotee-chosen dates", () => {
    const el = renderCard(card({ pujaType: 'RANGE' }));
    expect(el.textContent).toContain('On Request');
    expect(el.textContent).not.toContain('15 Mar 2026');
  });

  it('renders the description without scripts or handlers', () => {
    const el = renderCard(card());
    expect(el.innerHTML).toContain('<b>Shiva</b>');
    expect(el.querySelector('script')).toBeNull();
    expect(el.innerHTML).not.toContain('hacked');
    expect(el.innerHTML).not.toContain('onerror');
  });
});
