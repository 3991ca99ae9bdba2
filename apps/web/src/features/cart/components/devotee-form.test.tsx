import type { TCart, TCreateOrderRequest } from '@sankalp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../lib/app-state.ts';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { DevoteeForm } from './devotee-form.tsx';

const CART: TCart = {
  cartId: '33333333-3333-4333-8333-333333333333',
  type: 'PUJA',
  parentId: '11111111-1111-4111-8111-111111111111',
  totalAmount: 1101,
  participantInfo: null,
  version: 1,
  itemList: [
    {
      id: 'l1',
      itemId: '22222222-2222-4222-8222-222222222222',
      name: 'Family package',
      imageInfo: { url: '/i.png', altText: '' },
      quantity: 1,
      amount: 1101,
      itemAmount: 1501,
      totalAmount: 1101,
      subType: 'PUJA_PACKAGE',
    },
  ],
};

function renderForm(cart: TCart = CART) {
  const onSubmit = vi.fn<(payload: TCreateOrderRequest) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DevoteeForm cart={cart} event={null} processing={false} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Full Name', 'Asha Devi');
  type('Gotra', 'Kashyap');
  type('WhatsApp Number', '9876543210');
  return onSubmit;
}

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});
beforeEach(() => {
  appStore.set({ cart: { cartItems: [] }, showModal: false });
});

describe('checkout’s WhatsApp box', () => {
  it('is unticked, says updates otherwise come by SMS, and sends whatsappOptIn false when left so', () => {
    const onSubmit = renderForm();
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Send me updates about this booking on WhatsApp' });
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Leave it unticked and updates come by SMS, unless this number already gets them on WhatsApp.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ whatsappOptIn: false, userInfo: { whatsappNumber: '9876543210' } });
  });

  it('sends whatsappOptIn true once ticked', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me updates about this booking on WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ whatsappOptIn: true });
  });
});

describe('the donor’s PAN for an 80G receipt (issue 23)', () => {
  it('is not asked without an 80G donation in the basket', () => {
    const onSubmit = renderForm();
    expect(screen.queryByLabelText('PAN')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(onSubmit.mock.calls[0]![0].donor).toBeNull();
  });

  it('is asked, checked and sent upper-cased when the basket holds one', () => {
    const onSubmit = renderForm({ ...CART, donation80g: true });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('PAN is required for the 80G receipt of your donation.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('PAN'), { target: { value: 'abcde1234f' } });
    fireEvent.change(screen.getByLabelText('Address for the receipt'), { target: { value: '12 Temple Road, Varanasi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(onSubmit.mock.calls[0]![0].donor).toEqual({ pan: 'ABCDE1234F', address: '12 Temple Road, Varanasi' });
  });
});
