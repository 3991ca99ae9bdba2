import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, SEND_OTP_PATH } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';

/**
 * Opens a raw connection, sends a request whose body never completes, and resolves with what the
 * server wrote once it closes the connection. `trickle` keeps sending one byte at a time so the
 * socket is never idle: only the whole-request timeout can end it.
 *
 * Node writes its 408 and destroys the socket at once (no lingering close). A trickled byte that
 * is still unread on the server's side, or arrives just after, turns that close into a TCP reset.
 * Linux then drops the 408 the client had received but not yet read. `reset` says so: the server
 * still ended the request, and the time shows which timeout did it.
 */
function stalledRequest(port: number, trickle: boolean): Promise<{ answer: string; ms: number; reset: boolean }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let ticker: NodeJS.Timeout | undefined;
    let reset = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      clearInterval(ticker); // answered: nothing more to send
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNRESET')
        reset = true; // 'close' follows
      else reject(err);
    });
    socket.on('close', () => {
      clearInterval(ticker);
      resolve({ answer, ms: Date.now() - started, reset });
    });
    socket.write(`POST ${API_PREFIX}${SEND_OTP_PATH} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"phone":`);
    if (trickle) ticker = setInterval(() => socket.writable && socket.write(' '), 200);
  });
}

describe('request timeouts', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ REQUEST_TIMEOUT_SECONDS: '2' });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('closes a connection whose body stopped arriving', async () => {
    const { ms } = await stalledRequest(port, false);
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(10_000);
  });

  it('answers 408 to a body that trickles in for longer than the request timeout', async () => {
    const { answer, ms, reset } = await stalledRequest(port, true);
    // The 408, unless a byte on its way turned the server's close into a reset (stalledRequest).
    if (!reset) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(10_000);
  });

  it('has timeouts by default (Fastify has none for a request)', async () => {
    const defaults = await buildTestApp();
    try {
      expect(defaults.app.server.requestTimeout).toBe(30_000);
      expect(defaults.app.server.headersTimeout).toBe(20_000);
      expect(defaults.app.server.keepAliveTimeout).toBe(72_000);
      expect(defaults.app.server.timeout).toBe(30_000);
    } finally {
      await defaults.close();
    }
  });
});
