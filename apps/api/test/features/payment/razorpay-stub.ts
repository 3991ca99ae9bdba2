import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubRequest = { method: string; url: string; authorization?: string; refundIdempotency?: string; body: unknown };
type Mode = 'ok' | 'error400' | 'error500' | 'slow';

/**
 * A local stand-in for api.razorpay.com: the Orders endpoints the adapter calls, with orders and
 * payments kept in memory. `mode` makes every call fail in a chosen way.
 */
export async function startRazorpayStub() {
  const requests: StubRequest[] = [];
  const orders = new Map<string, { id: string; entity: 'order'; amount: number; currency: string; receipt: string; status: string }>();
  const payments = new Map<string, object[]>();
  const refundsByKey = new Map<string, object>();
  const refundsById = new Map<string, object>();
  let mode: Mode = 'ok';
  let n = 0;

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a failure in the stub surfaces as an unhandled rejection, which fails the run
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const refundIdempotency = req.headers['x-refund-idempotency'] as string | undefined;
    requests.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, refundIdempotency, body });
    const send = (status: number, payload: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (mode === 'slow') return void setTimeout(() => send(200, {}), 2000);
    if (mode === 'error400') return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } });
    if (mode === 'error500') return send(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });

    const url = new URL(req.url!, 'http://stub');
    if (req.method === 'POST' && url.pathname === '/v1/orders') {
      const b = body as { amount: number; currency: string; receipt: string };
      const order = { id: `order_rzp${++n}`, entity: 'order' as const, amount: b.amount, currency: b.currency, receipt: b.receipt, status: 'created' };
      orders.set(order.id, order);
      return send(200, { ...order, amount_paid: 0, amount_due: b.amount, attempts: 0, notes: (body as { notes: object }).notes });
    }
    // Refunds API: one refund per X-Refund-Idempotency key, as Razorpay promises.
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refundPath) {
      const existing = refundIdempotency ? refundsByKey.get(refundIdempotency) : undefined;
      if (existing) return send(200, existing);
      const b = body as { amount: number; notes?: object };
      const refund = {
        id: `rfnd_rzp${++n}`,
        entity: 'refund',
        amount: b.amount,
        currency: 'INR',
        payment_id: refundPath[1]!,
        notes: b.notes ?? {},
        status: 'processed',
      };
      if (refundIdempotency) refundsByKey.set(refundIdempotency, refund);
      refundsById.set(refund.id, refund);
      return send(200, refund);
    }
    const refundGet = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && refundGet && refundsById.has(refundGet[1]!)) return send(200, refundsById.get(refundGet[1]!)!);
    const m = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(url.pathname);
    const order = m ? orders.get(m[1]!) : undefined;
    if (req.method === 'GET' && order) {
      if (!m![2]) return send(200, order);
      const items = payments.get(order.id) ?? [];
      return send(200, { entity: 'collection', count: items.length, items });
    }
    return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setMode: (m: Mode) => (mode = m),
    /** Records a payment attempt as Razorpay would report it. */
    addPayment: (orderId: string, payment: { id: string; amount: number; status: string; method?: string }) =>
      payments.set(orderId, [...(payments.get(orderId) ?? []), { entity: 'payment', currency: 'INR', order_id: orderId, method: 'upi', ...payment }]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
