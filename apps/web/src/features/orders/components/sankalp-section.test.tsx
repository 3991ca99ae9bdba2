import { sankalpText, type TOrderDetail, type TOrderSankalp } from '@sankalp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../lib/app-state.ts';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { SankalpSection } from './sankalp-section.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const TEMPLE = 'Kashi Vishwanath';
const EVENT_AT = '2026-12-08T01:30:00Z';
const text = (name: string, gotra: string, additionalNames: string[]) =>
  sankalpText({ name, gotra, additionalNames, eventName: 'Rudrabhishek', templeName: TEMPLE, eventDateTime: EVENT_AT }, 'english');
const sankalp = (over: Partial<TOrderSankalp> = {}): TOrderSankalp => ({
  name: 'Asha Devi',
  gotra: 'Kashyap',
  additionalNames: ['Ravi Kumar'],
  templeName: TEMPLE,
  namesAllowed: 2,
  text: text('Asha Devi', 'Kashyap', ['Ravi Kumar']),
  editable: true,
  performed: false,
  editableUntil: '2026-12-07T12:30:00Z',
  ...over,
});
const order = (s: TOrderSankalp, over: Partial<TOrderDetail> = {}): TOrderDetail => ({
  orderId: 'SKP23VDAK8RV',
  eventName: 'Rudrabhishek',
  orderStatus: 'SUCCESS',
  orderDisplayName: 'Booking Confirmed',
  orderDescription: '',
  orderDate: '2026-11-14T20:00:00Z',
  eventDateTime: EVENT_AT,
  type: 'PUJA',
  totalAmount: 851,
  videoUrl: null,
  image: '',
  name: 'Rudrabhishek',
  userInfo: { name: s.name, additionalNames: s.additionalNames },
  items: [],
  shippingDetails: null,
  paymentDetails: { paymentId: null, paymentMethod: null, message: '', showPaymentButton: false, refunds: [] },
  orderProcessingSteps: [],
  sankalp: s,
  ...over,
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let client: QueryClient;
const renderSection = (o: TOrderDetail) =>
  render(
    <QueryClientProvider client={client}>
      <SankalpSection order={o} />
    </QueryClientProvider>,
  ).container;

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('userToken', 'tok');
  appStore.set({ showModal: false });
  vi.mocked(notify.success).mockClear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Your sankalp', () => {
  it('shows the sentence the priest reads, the names, and until when it may change', () => {
    const el = renderSection(order(sankalp()));
    expect(screen.getByRole('heading', { name: 'Your sankalp' })).toBeTruthy();
    expect(screen.getByTestId('sankalp-text').textContent).toBe(
      'Sankalp for Rudrabhishek at Kashi Vishwanath on 8 December 2026: Asha Devi, Kashyap gotra, together with Ravi Kumar.',
    );
    expect(el.textContent).toContain('Other names');
    // 12:30 UTC is 6:00 pm in India, as the site writes every time.
    expect(el.textContent).toContain('You can change this until 7 Dec 2026, 6:00\u00a0pm.');
    expect(screen.getByRole('button', { name: 'Edit sankalp' })).toBeTruthy();
  });

  it('once booking has closed: no Edit, and it says this is the final sankalp', () => {
    const el = renderSection(order(sankalp({ editable: false, editableUntil: null })));
    expect(el.textContent).toContain('Booking has closed; this is the final sankalp.');
    expect(screen.queryByRole('button', { name: 'Edit sankalp' })).toBeNull();
    expect(el.textContent).toContain('The priest will read this at the puja:');
  });

  it('after the puja it says the priest read it, whatever the status, and not that booking has closed', () => {
    for (const orderStatus of ['SUCCESS', 'IN TRANSIT', 'COMPLETED'] as const) {
      const { container, unmount } = render(
        <QueryClientProvider client={client}>
          <SankalpSection order={order(sankalp({ editable: false, editableUntil: null, performed: true }), { orderStatus })} />
        </QueryClientProvider>,
      );
      expect(container.textContent, orderStatus).toContain('The priest read this at the puja:');
      expect(container.textContent).not.toContain('will read');
      expect(container.textContent).not.toContain('Booking has closed');
      unmount();
    }
    // Shipped before the puja (not performed): still to be read.
    const el = renderSection(order(sankalp({ editable: false, editableUntil: null }), { orderStatus: 'IN TRANSIT' }));
    expect(el.textContent).toContain('The priest will read this at the puja:');
  });

  it('is not shown for a cancelled order', () => {
    expect(renderSection(order(sankalp(), { orderStatus: 'CANCELLED' })).textContent).toBe('');
  });

  it('edits with checkout’s rules and a live preview equal to what the server will say, saves, tells, and reads the order again', async () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderSection(order(sankalp()));
    fireEvent.click(screen.getByRole('button', { name: 'Edit sankalp' }));
    const name = screen.getByLabelText<HTMLInputElement>('Full Name');
    expect(name.value).toBe('Asha Devi');

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Other name 1'), { target: { value: 'Ravi 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save sankalp' }));
    expect(await screen.findByText('Full Name is required.')).toBeTruthy();
    expect(screen.getByText('Name should not contain numbers.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: ' Asha Sharma ' } });
    fireEvent.change(screen.getByLabelText('Gotra'), { target: { value: 'Bharadwaj' } });
    fireEvent.change(screen.getByLabelText('Other name 1'), { target: { value: 'Ravi Kumar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a name' }));
    fireEvent.change(screen.getByLabelText('Other name 2'), { target: { value: 'सीता देवी' } });
    // The package holds two other names: no third.
    expect(screen.queryByRole('button', { name: 'Add a name' })).toBeNull();
    const expected = text('Asha Sharma', 'Bharadwaj', ['Ravi Kumar', 'सीता देवी']);
    expect(screen.getByTestId('sankalp-preview').textContent).toBe(expected);

    const saved = sankalp({ name: 'Asha Sharma', gotra: 'Bharadwaj', additionalNames: ['Ravi Kumar', 'सीता देवी'], text: expected });
    fetchMock.mockResolvedValueOnce(json({ data: saved }));
    fireEvent.click(screen.getByRole('button', { name: 'Save sankalp' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your sankalp is saved.'));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toMatch(/\/order\/sankalp$/);
    expect(JSON.parse(init.body as string)).toEqual({
      orderId: 'SKP23VDAK8RV',
      name: 'Asha Sharma',
      gotra: 'Bharadwaj',
      additionalNames: ['Ravi Kumar', 'सीता देवी'],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders', 'detail', 'SKP23VDAK8RV'] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save sankalp' })).toBeNull());
  });

  it('moves focus into the form on opening and back to Edit on cancel and on save; the preview is not a live region', async () => {
    renderSection(order(sankalp()));
    fireEvent.click(screen.getByRole('button', { name: 'Edit sankalp' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(screen.getByTestId('sankalp-preview').closest('[aria-live]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit sankalp' })));

    fireEvent.click(screen.getByRole('button', { name: 'Edit sankalp' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    fetchMock.mockResolvedValueOnce(json({ data: sankalp() }));
    fireEvent.click(screen.getByRole('button', { name: 'Save sankalp' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit sankalp' })));
  });

  it('a chadawa’s names are its participants: each required, none added', () => {
    renderSection(order(sankalp(), { type: 'OFFERING' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit sankalp' }));
    expect(screen.queryByRole('button', { name: 'Add a name' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Other name 1'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save sankalp' }));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
