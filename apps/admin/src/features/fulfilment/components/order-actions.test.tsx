import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffMe, TStaffRole } from '@sankalp/contract';
import { staffMeQueryKey } from '../../../lib/staff.ts';
import { adminOrder } from '../lib/admin-order.fixture.ts';
import { OrderActions } from './order-actions.tsx';

function renderAs(role: TStaffRole, order = adminOrder()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const me: TStaffMe = { staffId: 's1', phone: '9999900002', name: 'Op', role, temples: [] };
  client.setQueryData(staffMeQueryKey, me);
  return render(
    <QueryClientProvider client={client}>
      <OrderActions order={order} />
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('OrderActions', () => {
  it('offers the actions of the state and role; a priest never sees Refund', () => {
    renderAs('temple_staff', adminOrder({ performedOn: '2026-03-20' }));
    expect(screen.getByRole('button', { name: 'Attach video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ship prasad' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('ship form: validates the link, then shows the server’s 409 message beside the form', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(answer(409, { statusCode: 409, code: 'ORDER_ALREADY_SHIPPED', message: 'The prasad of this order is already shipped.' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAs('temple_staff', adminOrder({ performedOn: '2026-03-20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ship prasad' }));
    await userEvent.type(screen.getByLabelText('Courier'), 'India Post');
    await userEvent.type(screen.getByLabelText('Tracking number'), 'EE1IN');
    await userEvent.type(screen.getByLabelText('Tracking link'), 'http://track.example');
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Enter the tracking link (https).')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Tracking link'));
    await userEvent.type(screen.getByLabelText('Tracking link'), 'https://track.example/EE1IN');
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('The prasad of this order is already shipped.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/orders/SKP23VDAK8RV/ship');
    expect(JSON.parse(init.body as string)).toEqual({
      courierName: 'India Post',
      trackingNumber: 'EE1IN',
      trackingUrl: 'https://track.example/EE1IN',
      expectedVersion: 3,
    });
  });

  it('tracking form: starts from the recorded tracking, so a typo is fixed in place; the link follows the number; posts the correction', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { data: { orderId: 'SKP23VDAK8RV', status: 'IN TRANSIT', version: 5 } }));
    vi.stubGlobal('fetch', fetchMock);
    const shipped = adminOrder({
      status: 'IN TRANSIT',
      version: 4,
      performedOn: '2026-03-20',
      shippedAt: '2026-03-21T00:00:00Z',
      courierName: 'India Post',
      trackingNumber: 'EE1IM',
      trackingUrl: 'https://track.example/EE1IM',
    });
    renderAs('temple_staff', shipped);
    await userEvent.click(screen.getByRole('button', { name: 'Correct tracking' }));
    expect(screen.getByLabelText<HTMLInputElement>('Courier').value).toBe('India Post');
    const number = screen.getByLabelText<HTMLInputElement>('Tracking number');
    expect(number.value).toBe('EE1IM');
    await userEvent.clear(number);
    await userEvent.type(number, 'EE1IN');
    // The carrier's link held the mistyped number: it follows the correction.
    expect(screen.getByLabelText<HTMLInputElement>('Tracking link').value).toBe('https://track.example/EE1IN');
    await userEvent.click(screen.getByRole('button', { name: 'Save the tracking' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/orders/SKP23VDAK8RV/tracking');
    expect(JSON.parse(init.body as string)).toEqual({
      courierName: 'India Post',
      trackingNumber: 'EE1IN',
      trackingUrl: 'https://track.example/EE1IN',
      expectedVersion: 4,
    });
  });

  it("performed form: the priest's name is optional, trimmed, and sent only when given", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer(200, { data: { orderId: 'SKP23VDAK8RV', status: 'SUCCESS', version: 4 } }));
    vi.stubGlobal('fetch', fetchMock);
    renderAs('temple_staff');
    await userEvent.click(screen.getByRole('button', { name: 'Mark performed' }));
    const priest = screen.getByLabelText('Priest’s name (optional)');
    expect(priest.getAttribute('maxlength')).toBe('100');
    await userEvent.type(priest, '  Pandit Ramesh Shastri ');
    await userEvent.click(screen.getAllByRole('button', { name: 'Mark performed' }).at(-1)!);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/orders/SKP23VDAK8RV/performed');
    expect(JSON.parse(init.body as string)).toEqual({
      performedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      performedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/),
      priestName: 'Pandit Ramesh Shastri',
      expectedVersion: 3,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Mark performed' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Mark performed' }).at(-1)!);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string)).not.toHaveProperty('priestName');
  });

  it('refund form: amount in ₹ sent as paise, with one idempotency key reused when retried', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(502, { statusCode: 502, code: 'PROVIDER', message: 'Could not reach the payment provider. Please try again.' }))
      .mockResolvedValueOnce(answer(200, { data: { orderId: 'SKP23VDAK8RV', status: 'CANCELLED', version: 5 } }));
    vi.stubGlobal('fetch', fetchMock);
    renderAs('operator');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const amount = screen.getByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500.50');
    await userEvent.type(screen.getByLabelText('Reason'), 'Devotee asked');
    await userEvent.click(screen.getByRole('button', { name: 'Review the refund' }));
    const submit = screen.getByRole('button', { name: 'Refund ₹500.50' });
    await userEvent.click(submit);
    expect(await screen.findByText('Could not reach the payment provider. Please try again.')).toBeTruthy();
    await userEvent.click(submit);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const bodies = fetchMock.mock.calls.map(
      ([, init]) => JSON.parse((init as RequestInit).body as string) as { idempotencyKey: string; amountPaise: number; cancel: boolean },
    );
    expect(bodies[0]).toMatchObject({ amountPaise: 50_050, reason: 'Devotee asked', cancel: true, expectedVersion: 3 });
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    // No answer the first time (a 5xx): the second press is its retry, with the same Idempotency-Key.
    const headerKeys = fetchMock.mock.calls.map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key']);
    expect(headerKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerKeys[1]).toBe(headerKeys[0]);
  });

  it('refund form: once the server has answered, the next press is a new attempt with a new Idempotency-Key', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(400, { statusCode: 400, code: 'VALIDATION', message: 'The refund is more than what is left to refund.' }))
      .mockResolvedValueOnce(answer(200, { data: { orderId: 'SKP23VDAK8RV', status: 'CANCELLED', version: 5 } }));
    vi.stubGlobal('fetch', fetchMock);
    renderAs('operator');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Devotee asked');
    await userEvent.click(screen.getByRole('button', { name: 'Review the refund' }));
    const submit = screen.getByRole('button', { name: 'Refund ₹1,101' });
    await userEvent.click(submit);
    expect(await screen.findByText('The refund is more than what is left to refund.')).toBeTruthy();
    await userEvent.click(submit);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const headerKeys = fetchMock.mock.calls.map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key']);
    expect(headerKeys[0]).toBeTruthy();
    expect(headerKeys[1]).toBeTruthy();
    expect(headerKeys[1]).not.toBe(headerKeys[0]);
  });

  it('refund form: no money moves before a confirmation naming the amount in rupees and what the order keeps', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { data: { orderId: 'SKP23VDAK8RV', status: 'SUCCESS', version: 4 } }));
    vi.stubGlobal('fetch', fetchMock);
    renderAs('operator');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    // The way out is not a "Cancel" read as cancelling the order next to "Also cancel the order".
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Don’t refund' })).toBeTruthy();
    const amount = screen.getByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '403');
    await userEvent.type(screen.getByLabelText('Reason'), 'Prasad not available');
    await userEvent.click(screen.getByLabelText('Also cancel the order'));
    await userEvent.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect(screen.getByRole('heading', { name: 'Refund ₹403 to the devotee?' })).toBeTruthy();
    expect(screen.getByText('₹698')).toBeTruthy(); // kept: ₹1,101 − ₹403
    expect(screen.getByText('Stays as it is')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // Going back keeps what was typed.
    await userEvent.click(screen.getByRole('button', { name: 'Change the refund' }));
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('403');
    await userEvent.click(screen.getByRole('button', { name: 'Review the refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund ₹403' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
      amountPaise: 40_300,
      reason: 'Prasad not available',
      cancel: false,
    });
  });
});
