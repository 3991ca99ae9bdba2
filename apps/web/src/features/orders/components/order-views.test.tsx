import type { TOrderListItem } from '@sankalp/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { OrderCard } from './order-card.tsx';
import { OrderVideo } from './order-video.tsx';

const order = (over: Partial<TOrderListItem> = {}): TOrderListItem => ({
  orderId: 'SKP23VDAK8RV',
  orderStatus: 'CREATED',
  orderDisplayName: 'Payment Pending',
  orderDescription: 'Complete the payment to confirm it.',
  eventName: 'Rudrabhishek at Kashi',
  orderDate: '2026-03-14T20:00:00Z',
  totalAmount: 851,
  paymentDetails: { showPaymentButton: true },
  ...over,
});

const renderInRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>).container;

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});

describe('OrderCard', () => {
  it('shows id, event, short-month date, amount with paise, status, Details and Pay Now', () => {
    const onPay = vi.fn();
    const el = renderInRouter(<OrderCard order={order()} processing={false} payLocked={false} onPay={onPay} />);
    expect(el.textContent).toContain('SKP23VDAK8RV');
    expect(el.textContent).toContain('15 Mar 2026');
    expect(el.textContent).toContain('₹851.00');
    expect(el.textContent).toContain('Payment Pending');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/orders/details?orderId=SKP23VDAK8RV&language=english');
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(onPay).toHaveBeenCalledWith('SKP23VDAK8RV');
  });

  it("while paying: disabled 'Processing Payment...'", () => {
    const el = renderInRouter(<OrderCard order={order()} processing payLocked onPay={() => {}} />);
    const pay = [...el.querySelectorAll('button')].find((b) => b.textContent?.includes('Processing Payment...'));
    expect(pay?.disabled).toBe(true);
  });

  it("failed payment: one state and the order page's next step, 'Retry payment' (issue 21 item 6)", () => {
    const onPay = vi.fn();
    renderInRouter(
      <OrderCard
        order={order({
          orderStatus: 'PAYMENT_FAILED',
          orderDisplayName: 'Payment Failed',
          orderDescription: 'The payment did not go through. You can try again.',
        })}
        processing={false}
        payLocked={false}
        onPay={onPay}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    expect(onPay).toHaveBeenCalledWith('SKP23VDAK8RV');
  });

  it('cancelled: greyed, no Pay Now, details still open', () => {
    const el = renderInRouter(
      <OrderCard
        order={order({ orderStatus: 'CANCELLED', orderDisplayName: 'Cancelled', paymentDetails: { showPaymentButton: false } })}
        processing={false}
        payLocked={false}
        onPay={() => {}}
      />,
    );
    expect(el.querySelector('article')?.className).toMatch(/cancelled/);
    expect([...el.querySelectorAll('button')].some((b) => b.textContent === 'Pay Now')).toBe(false);
    expect(el.querySelector('a')).not.toBeNull();
  });
});

describe('OrderVideo', () => {
  const props = { image: '/images/events/x.svg', eventName: 'Rudrabhishek' };

  it("shows 'Your Puja is in process' until the order is completed", () => {
    const el = renderInRouter(<OrderVideo status="SUCCESS" videoUrl="https://youtu.be/dQw4w9WgXcQ" {...props} />);
    expect(el.textContent).toContain('Your Puja is in process');
    expect(el.querySelector('iframe, video')).toBeNull();
  });

  it('embeds a YouTube video only after a tap, then autoplays', () => {
    // happy-dom does not load iframe pages and prints a NotSupportedError for it: expected noise
    const el = renderInRouter(<OrderVideo status="COMPLETED" videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ" {...props} />);
    expect(el.querySelector('iframe')).toBeNull();
    fireEvent.click(el.querySelector('button')!);
    expect(el.querySelector('iframe')?.getAttribute('src')).toContain('/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('plays other links as a video file', () => {
    const el = renderInRouter(<OrderVideo status="completed" videoUrl="https://cdn.example/puja.mp4" {...props} />);
    expect(el.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example/puja.mp4');
  });

  it('plays a video uploaded in the console (our own relative /media/videos path) as a file', () => {
    const el = renderInRouter(<OrderVideo status="COMPLETED" videoUrl="/media/videos/3f2a.mp4" {...props} />);
    expect(el.querySelector('video')?.getAttribute('src')).toBe('/media/videos/3f2a.mp4');
    expect(el.querySelector('iframe')).toBeNull();
  });
});
