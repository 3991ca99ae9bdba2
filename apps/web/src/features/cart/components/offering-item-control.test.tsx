import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../lib/app-state.ts';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { OfferingItemControl } from './offering-item-control.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const EVENT = { id: '11111111-1111-4111-8111-111111111111', type: 'OFFERING' as const };
const ITEM = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Bel Patra',
  description: '',
  amount: 101,
  itemAmount: 151,
  imageInfo: { url: '/i.png', altText: '' },
};
const image = { url: '/i.png', altText: '' };
const cartWith = (quantity: number) => ({
  data: {
    cartId: '33333333-3333-4333-8333-333333333333',
    type: 'OFFERING',
    parentId: EVENT.id,
    totalAmount: 101 * quantity,
    participantInfo: null,
    version: 1,
    itemList: [
      {
        id: 'l1',
        itemId: ITEM.id,
        name: ITEM.name,
        imageInfo: image,
        quantity,
        amount: 101,
        itemAmount: 151,
        totalAmount: 101 * quantity,
        subType: 'OFFERING_ITEM',
      },
    ],
  },
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

function renderControl() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OfferingItemControl event={EVENT} item={ITEM} />
    </QueryClientProvider>,
  );
}
const buttons = () => screen.getAllByRole<HTMLButtonElement>('button');
const count = () => screen.queryByRole('status')?.textContent;

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});
beforeEach(() => {
  localStorage.clear();
  appStore.set({ cart: { cartItems: [] }, showModal: false });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chadawa item control', () => {
  it("gives a guest '+ Add' only, which opens the login modal and clears the basket", async () => {
    appStore.set({ cart: { cartItems: [{ id: 'x', amount: 1, itemName: 'x', imageInfo: null, chadawaId: 'other', count: 1 }] } });
    renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Add Bel Patra' }));
    expect(appStore.get().showModal).toBe(true);
    expect(appStore.get().cart.cartItems).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the change at once, locks the item while it is sent, and keeps the server answer', async () => {
    localStorage.setItem('userToken', 'tok');
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Add Bel Patra' }));
    await waitFor(() => expect(buttons().every((b) => b.disabled)).toBe(true));
    expect(count()).toBe('1');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject({ itemId: ITEM.id, subType: 'OFFERING_ITEM', quantity: 1 });
    answer(json(cartWith(1)));
    await waitFor(() => expect(buttons().some((b) => b.disabled)).toBe(false));
    expect(appStore.get().cart.cartItems[0]).toMatchObject({ id: ITEM.id, count: 1, chadawaId: EVENT.id });
  });

  it('puts the count back and tells the devotee when the server refuses', async () => {
    localStorage.setItem('userToken', 'tok');
    appStore.set({ cart: { cartItems: [{ id: ITEM.id, amount: 101, itemName: ITEM.name, imageInfo: null, chadawaId: EVENT.id, count: 2 }] } });
    fetchMock.mockResolvedValue(json({ message: 'Booking for this event has closed.' }, 400));
    renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Add one more Bel Patra' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Booking for this event has closed.'));
    await waitFor(() => expect(count()).toBe('2'));
  });
});
