import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** A template message as the WhatsApp Cloud API received it. */
export type ReceivedWhatsapp = { id: string; to: string; template: string; language: string; params: string[]; at: string };

type TemplateBody = {
  to?: string;
  template?: { name?: string; language?: { code?: string }; components?: { type?: string; parameters?: { text?: string }[] }[] };
};

/**
 * Stands in for Meta's WhatsApp Cloud API (`POST /{phone-number-id}/messages`) for the browser
 * tests: the product under test sends its real requests here, and the tests read what arrived
 * (`GET /received?to=91…`). It checks the bearer token as Meta would.
 */
export async function startWhatsappStandIn(token: string): Promise<{ url: string; close: () => Promise<void> }> {
  const received: ReceivedWhatsapp[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/received') {
      const to = url.searchParams.get('to');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.filter((m) => !to || m.to === to)));
      return;
    }
    if (req.method !== 'POST' || !/^\/[^/]+\/messages$/.test(url.pathname)) {
      res.writeHead(404).end();
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid OAuth access token', code: 190 } }));
      return;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as TemplateBody;
      const id = `wamid.${randomUUID()}`;
      const params = body.template?.components?.find((c) => c.type === 'body')?.parameters?.map((p) => p.text ?? '') ?? [];
      received.push({
        id,
        to: body.to ?? '',
        template: body.template?.name ?? '',
        language: body.template?.language?.code ?? '',
        params,
        at: new Date().toISOString(),
      });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never what keeps the test runner alive when set-up fails half-way.
  server.unref();
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
