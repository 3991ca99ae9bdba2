import type { TOrderDetail } from '@sankalp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { OrderDetailsView } from './order-details-view.tsx';
import { OrderVideo } from './order-video.tsx';

/** Issue 19 (decision 181): the group video starts where the devotee's name is read, and says when. */
const props = { status: 'COMPLETED', videoUrl: '/media/videos/3f2a.mp4', image: '/images/events/x.svg', eventName: 'Rudrabhishek' };
const renderIn = (node: ReactNode, path = '/orders/details?orderId=SKP23VDAK8RV') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  ).container;

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});
afterEach(async () => {
  cleanup(); // before the language changes back, or the mounted view re-renders outside act
  await applyLanguage('english');
});

describe('OrderVideo at the name’s moment', () => {
  it('says when the name was read and starts the player there', () => {
    const el = renderIn(<OrderVideo {...props} nameReadAt={754} />);
    expect(el.textContent).toContain('Your name was read at 12:34');
    expect(el.querySelector('video')?.getAttribute('src')).toBe('/media/videos/3f2a.mp4#t=754');
  });

  it('in Hindi, and past an hour as h:mm:ss', async () => {
    await applyLanguage('hindi');
    const el = renderIn(<OrderVideo {...props} nameReadAt={3729} />);
    expect(el.textContent).toContain('वीडियो में आपका नाम 1:02:09 पर पढ़ा गया');
  });

  it('a video without a moment (a personal clip) plays from its start, saying nothing', () => {
    const el = renderIn(<OrderVideo {...props} />);
    expect(el.textContent).not.toContain('Your name was read');
    expect(el.querySelector('video')?.getAttribute('src')).toBe('/media/videos/3f2a.mp4');
  });
});

describe('OrderDetailsView', () => {
  const order = (over: Partial<TOrderDetail> = {}): TOrderDetail => ({
    orderId: 'SKP23VDAK8RV',
    eventName: 'Rudrabhishek',
    orderStatus: 'COMPLETED',
    orderDisplayName: 'Completed',
    orderDescription: '',
    orderDate: '2026-11-14T20:00:00Z',
    eventDateTime: '2026-12-08T01:30:00Z',
    type: 'PUJA',
    totalAmount: 851,
    videoUrl: '/media/videos/group.mp4',
    image: '',
    name: 'Rudrabhishek',
    userInfo: { name: 'Asha Devi', additionalNames: [] },
    items: [],
    shippingDetails: null,
    paymentDetails: { paymentId: null, paymentMethod: null, message: '', showPaymentButton: false, refunds: [] },
    orderProcessingSteps: [],
    ...over,
  });

  it('starts the group video at the order’s moment, even from a link naming another second (sent before the video was replaced)', () => {
    const src = (el: HTMLElement) => el.querySelector('video')?.getAttribute('src');
    expect(src(renderIn(<OrderDetailsView order={order({ videoStartSeconds: 754 })} />))).toBe('/media/videos/group.mp4#t=754');
    const linked = renderIn(<OrderDetailsView order={order({ videoStartSeconds: 754 })} />, '/orders/details?orderId=SKP23VDAK8RV&t=50');
    expect(src(linked)).toBe('/media/videos/group.mp4#t=754');
    expect(linked.textContent).toContain('Your name was read at 12:34');
  });

  it('ignores a t when the video has no moment (a personal clip)', () => {
    const el = renderIn(<OrderDetailsView order={order({ videoUrl: '/media/videos/clip.mp4' })} />, '/orders/details?orderId=SKP23VDAK8RV&t=750');
    expect(el.querySelector('video')?.getAttribute('src')).toBe('/media/videos/clip.mp4');
    expect(el.textContent).not.toContain('Your name was read');
  });
});
