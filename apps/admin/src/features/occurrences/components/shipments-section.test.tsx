import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setStaffToken } from '../../../lib/staff-session.ts';
import { ShipmentsSection } from './shipments-section.tsx';

const EVENT = '11111111-1111-4111-8111-111111111111';
const DATE = '2026-11-27';
const BASE = `/occurrences/${EVENT}/${DATE}`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ok = { row: 2, orderId: 'SKP222222222', courierName: 'Delhivery', trackingNumber: 'AWB1', trackingUrl: 'https://t.example/1', devoteeName: 'मीरा देवी' };
const bad = {
  row: 3,
  orderId: 'SKPZZZZZZZZZ',
  courierName: 'Delhivery',
  trackingNumber: 'AWB2',
  trackingUrl: 'https://t.example/2',
  devoteeName: null,
  ok: false,
  code: 'ORDER_UNKNOWN',
  reason: 'No order has this id.',
};
const preview = { rows: [{ ...ok, ok: true, code: null, reason: null }, bad], valid: 1, invalid: 1 };
const result = {
  batchId: 'x',
  action: 'SHIPMENTS_IMPORT',
  done: ['SKP222222222'],
  skipped: [{ orderId: 'SKPZZZZZZZZZ', row: 3, code: 'ORDER_UNKNOWN', reason: 'No order has this id.' }],
  failed: [],
  finishedAt: '2026-11-27T10:00:00.000Z',
};

/** Answers the console API by method and path, recording each JSON body sent. */
function serve(answers: Record<string, (body: unknown) => Response>) {
  const sent: { key: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${(input as string).replace('/admin/api/v1', '')}`;
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    sent.push({ key, body });
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer(body);
  });
  return sent;
}

function show() {
  setStaffToken('tok');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShipmentsSection eventId={EVENT} date={DATE} />
    </QueryClientProvider>,
  );
}

const file = (text: string, name = 'awbs.csv') => new File([text], name, { type: 'text/csv' });
const CSV = 'Order ID,Courier,AWB,Tracking URL\nSKP222222222,Delhivery,AWB1,https://t.example/1\nSKPZZZZZZZZZ,Delhivery,AWB2,https://t.example/2\n';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('ShipmentsSection', () => {
  it('previews the chosen file row by row, then ships the valid rows once with the file’s batch key', async () => {
    const user = userEvent.setup();
    const sent = serve({
      [`POST ${BASE}/shipments/preview`]: () => json(200, { data: preview }),
      [`POST ${BASE}/shipments/import`]: () => json(200, { data: result }),
    });
    show();
    expect(screen.getByRole('heading', { name: 'Prasad shipments' })).toBeTruthy();
    await user.upload(screen.getByLabelText('Upload shipments file…'), file(CSV));
    const table = await screen.findByRole('table', { name: 'Rows of the shipments file' });
    expect(sent[0]).toEqual({ key: `POST ${BASE}/shipments/preview`, body: { csv: CSV } });
    expect(screen.getByText('awbs.csv: 2 rows, 1 ready to ship, 1 with a problem.')).toBeTruthy();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('मीरा देवी');
    expect(first!.textContent).toContain('Ready');
    expect(second!.textContent).toContain('No order has this id.');

    await user.click(screen.getByRole('checkbox', { name: 'Show only rows with a problem' }));
    expect(within(screen.getByRole('table', { name: 'Rows of the shipments file' })).getAllByRole('row')).toHaveLength(2);

    const apply = screen.getByRole('button', { name: 'Ship 1 order' });
    await user.click(apply);
    expect(await screen.findByText('Row 3 (SKPZZZZZZZZZ):', { exact: false })).toBeTruthy();
    const imported = sent.find((s) => s.key === `POST ${BASE}/shipments/import`)!.body as { batchId: string; csv: string };
    expect(imported.csv).toBe(CSV);
    expect(imported.batchId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Applied: the button stays off, so the same file is not shipped twice.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Ship 1 order' }).disabled).toBe(true);
    expect(sent.filter((s) => s.key.endsWith('/import'))).toHaveLength(1);
  });

  it('marks a row that corrects a shipped parcel’s tracking with the AWB it replaces', async () => {
    const user = userEvent.setup();
    const correcting = { ...ok, ok: true, code: null, reason: null, replaces: 'AWB0' };
    serve({ [`POST ${BASE}/shipments/preview`]: () => json(200, { data: { rows: [correcting], valid: 1, invalid: 0 } }) });
    show();
    await user.upload(screen.getByLabelText('Upload shipments file…'), file(CSV));
    const table = await screen.findByRole('table', { name: 'Rows of the shipments file' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Corrects AWB0');
    expect(screen.getByRole('button', { name: 'Ship or correct 1 order' })).toBeTruthy();
  });

  it('keeps Apply off when no row is valid, and shows the server’s refusal of a file', async () => {
    const user = userEvent.setup();
    let calls = 0;
    serve({
      [`POST ${BASE}/shipments/preview`]: () =>
        ++calls === 1
          ? json(200, { data: { rows: [bad], valid: 0, invalid: 1 } })
          : json(400, { statusCode: 400, code: 'VALIDATION', message: 'The file has no shipment rows.' }),
    });
    show();
    await user.upload(screen.getByLabelText('Upload shipments file…'), file(CSV));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Ship 0 orders' })).disabled).toBe(true);
    await user.upload(screen.getByLabelText('Upload shipments file…'), file('Order ID,Courier,AWB,Tracking URL\n'));
    expect((await screen.findByRole('alert')).textContent).toBe('The file has no shipment rows.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses a file over 1 MB before sending it', async () => {
    const user = userEvent.setup();
    const sent = serve({});
    show();
    await user.upload(screen.getByLabelText('Upload shipments file…'), file('x'.repeat(1024 * 1024 + 1)));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 1 MB. Split it and import each part.');
    expect(sent).toEqual([]);
  });

  it('speaks Hindi in a Hindi console', async () => {
    await i18n.changeLanguage('hi');
    serve({});
    show();
    expect(screen.getByRole('heading', { name: 'प्रसाद शिपमेंट' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'शिपमेंट CSV डाउनलोड करें' })).toBeTruthy();
  });
});
