import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SeenRequest = {
  url: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text: string }[] }[] };
  };
  /** performance.timeOrigin + performance.now() when the request was read (the bench's "send" time). */
  receivedAt: number;
};

export type StandInReply = { status: number; body?: string } | 'accept' | 'hang';

/**
 * A local stand-in for graph.facebook.com's /{phone-number-id}/messages: records each request and
 * answers as told ('accept': HTTP 200 with a fresh wamid, as Meta does; 'hang': never answers).
 */
export async function startWhatsAppStandIn(initial: StandInReply = 'accept') {
  const seen: SeenRequest[] = [];
  let reply: StandInReply = initial;
  /** A slow provider: every answer waits this long. */
  let delayMs = 0;
  let counter = 0;
  const hanging = new Set<IncomingMessage>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const receivedAt = performance.timeOrigin + performance.now();
      seen.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeenRequest['body'],
        receivedAt,
      });
      if (reply === 'hang') return void hanging.add(req);
      const to = String(seen.at(-1)!.body.to ?? '');
      if (delayMs > 0) return void setTimeout(() => answer(res, to), delayMs);
      answer(res, to);
    });
  });
  function answer(res: ServerResponse, to: string) {
    if (reply === 'hang') return;
    if (reply === 'accept') {
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.test${++counter}_${Date.now()}` }] }),
        );
    }
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body ?? '{}');
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    seen,
    setReply: (next: StandInReply) => void (reply = next),
    setDelay: (ms: number) => void (delayMs = ms),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
