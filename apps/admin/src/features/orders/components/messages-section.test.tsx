import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminOrderMessage } from '@sankalp/contract';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useOrder } from '../api/orders-api.ts';
import { orderDetail } from '../order-detail.fixture.ts';
import { canResend, MessagesSection } from './messages-section.tsx';
import { DevoteeSection, ShippingSection } from './order-sections.tsx';

const ORDER_ID = 'SKP23VDAK8RV';
const ids = {
  paid: '11111111-1111-4111-8111-111111111111',
  failed: '22222222-2222-4222-8222-222222222222',
  sms: '33333333-3333-4333-8333-333333333333',
  reminder: '55555555-5555-4555-8555-555555555555',
};

const message = (over: Partial<TAdminOrderMessage>): TAdminOrderMessage => ({
  id: ids.paid,
  kind: 'ORDER_PAID',
  channel: 'WHATSAPP',
  language: 'hindi',
  recipient: '9876543210',
  body: 'नमस्ते आशा देवी जी, आपका ऑर्डर SKP23VDAK8RV पक्का हो गया है। संकल्प: आशा देवी, गोत्र कश्यप।',
  status: 'READ',
  attempts: 1,
  lastError: null,
  providerMessageId: 'wamid.1',
  fallbackOf: null,
  resendOf: null,
  createdAt: '2026-03-18T04:00:00Z',
  sentAt: '2026-03-18T04:00:02Z',
  deliveredAt: '2026-03-18T04:00:05Z',
  readAt: '2026-03-18T05:00:00Z',
  failedAt: null,
  ...over,
});

const MESSAGES: TAdminOrderMessage[] = [
  message({}),
  message({
    id: ids.failed,
    kind: 'VIDEO_READY',
    status: 'FAILED',
    attempts: 3,
    lastError: '131026: Message undeliverable',
    providerMessageId: null,
    sentAt: null,
    deliveredAt: null,
    readAt: null,
    failedAt: '2026-03-20T06:00:00Z',
  }),
  message({ id: ids.sms, kind: 'VIDEO_READY', channel: 'SMS', status: 'SENT', fallbackOf: ids.failed, deliveredAt: null, readAt: null }),
  message({ id: ids.reminder, kind: 'PUJA_REMINDER', status: 'PENDING', attempts: 0, sentAt: null, deliveredAt: null, readAt: null }),
];

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The section fed by the real order query, so a resend's refetch shows up. */
function Page() {
  const { data } = useOrder(ORDER_ID);
  return data ? <MessagesSection order={data} /> : null;
}

function renderPage(answers: { resend: Response; after: TAdminOrderMessage[] }) {
  let resent = false;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      resent = true;
      return answers.resend;
    }
    expect(url).toContain(`/orders/${ORDER_ID}`);
    return json(200, { data: orderDetail({ messages: resent ? answers.after : MESSAGES }) });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('MessagesSection', () => {
  it('shows each message: what, channel and language, state badge, attempts and error, fallback marker, full text', async () => {
    renderPage({ resend: json(500, {}), after: MESSAGES });
    const table = await screen.findByRole('table', { name: 'Messages to the devotee' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('#1 Order paid')).toBeTruthy();
    expect(within(rows[0]!).getByText('WhatsApp · Hindi')).toBeTruthy();
    expect(within(rows[0]!).getByText('Read', { selector: '.ui-badge' }).className).toContain('ui-badge--success');
    expect(within(rows[1]!).getByText('Failed', { selector: '.ui-badge' }).className).toContain('ui-badge--danger');
    expect(within(rows[1]!).getByText('3 attempts · 131026: Message undeliverable')).toBeTruthy();
    expect(within(rows[2]!).getByText('SMS · Hindi')).toBeTruthy();
    expect(within(rows[2]!).getByText('Sent', { selector: '.ui-badge' }).className).toContain('ui-badge--info');
    expect(within(rows[2]!).getByText('SMS fallback for #2')).toBeTruthy();
    expect(within(rows[3]!).getByText('#4 Puja reminder')).toBeTruthy();
    expect(within(rows[3]!).getByText('Pending', { selector: '.ui-badge' }).className).toContain('ui-badge--warning');
    // The whole text is there, behind a disclosure, marked as Hindi.
    const text = within(rows[0]!).getByText(MESSAGES[0]!.body);
    expect(text.getAttribute('lang')).toBe('hi');
    expect(text.closest('details')).not.toBeNull();
  });

  it('offers Resend for a sent, read or failed message, never for one (or its fallback) still on its way', async () => {
    renderPage({ resend: json(500, {}), after: MESSAGES });
    await screen.findByRole('table', { name: 'Messages to the devotee' });
    expect(screen.getByRole('button', { name: 'Resend message #1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend message #2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend message #3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend message #4' })).toBeNull();
    // Nor while a copy of it, or its SMS fallback, is queued: the API would refuse it too.
    const copy = message({ id: 'c', status: 'SENDING', resendOf: ids.paid });
    expect(canResend(MESSAGES[0]!, [...MESSAGES, copy])).toBe(false);
    expect(canResend(MESSAGES[0]!, [...MESSAGES, { ...copy, status: 'SENT' }])).toBe(true);
    const fallbackPending = MESSAGES.map((m) => (m.id === ids.sms ? { ...m, status: 'PENDING' as const } : m));
    expect(canResend(MESSAGES[1]!, fallbackPending)).toBe(false);
    // The whole chain counts: a pending fallback of a resend blocks the first message and the resend.
    const resent = message({ id: 'r', status: 'FAILED', resendOf: ids.paid });
    const resentFallback = message({ id: 'rf', channel: 'SMS', status: 'PENDING', fallbackOf: 'r' });
    const chain = [...MESSAGES, resent, resentFallback];
    expect(canResend(MESSAGES[0]!, chain)).toBe(false);
    expect(canResend(resent, chain)).toBe(false);
    // A pending resend of the first message's fallback blocks the first message too.
    const smsResent = message({ id: 's', channel: 'SMS', status: 'PENDING', resendOf: ids.sms });
    expect(canResend(MESSAGES[1]!, [...MESSAGES, smsResent])).toBe(false);
    // Another message's chain does not.
    expect(canResend(MESSAGES[0]!, [...MESSAGES, smsResent])).toBe(true);
    expect(canResend(MESSAGES[0]!, [...MESSAGES, resent, { ...resentFallback, status: 'DELIVERED' }])).toBe(true);
  });

  it('confirms, posts the resend, toasts, and refetches the order: the copy is listed "resent from #2"', async () => {
    const copy = message({ id: '44444444-4444-4444-8444-444444444444', kind: 'VIDEO_READY', channel: 'SMS', status: 'PENDING', resendOf: ids.failed });
    const fetchMock = renderPage({ resend: json(200, { data: copy }), after: [...MESSAGES, copy] });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend message #2' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this message again?' });
    expect(within(dialog).getByText(/Message #2 \(Video ready\) will be sent again, with the order’s details as they are now, to 9876543210/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Queued again: SMS to 9876543210.')).toBeTruthy();
    expect(await screen.findByText('Resent from #2')).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]![0]).toContain(`/orders/${ORDER_ID}/messages/${ids.failed}/resend`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("toasts the API's refusal and closes the dialog", async () => {
    const refusal = json(409, { statusCode: 409, code: 'MESSAGE_IN_FLIGHT', message: 'This message is still being sent. Wait for it to finish.' });
    renderPage({ resend: refusal, after: MESSAGES });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend message #1' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('This message is still being sent. Wait for it to finish.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('order details of issue 12', () => {
  it("shows the messages' language, the WhatsApp opt-in (or its absence) and the priest with the date performed", () => {
    const client = createQueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <DevoteeSection order={orderDetail()} />
        <ShippingSection order={orderDetail()} />
      </QueryClientProvider>,
    );
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Language of messages')).toBe('Hindi');
    expect(value('WhatsApp updates')).toMatch(/^Opted in 18 Mar 2026/);
    expect(value('Performed on')).toBe('20 Mar 2026');
    expect(value('Priest')).toBe('Pandit Ramesh Shastri');
    rerender(
      <QueryClientProvider client={client}>
        <DevoteeSection order={{ ...orderDetail(), whatsappOptInAt: null, language: 'english' }} />
      </QueryClientProvider>,
    );
    expect(value('WhatsApp updates')).toBe('Not opted in');
    expect(value('Language of messages')).toBe('English');
  });
});
