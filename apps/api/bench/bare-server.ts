import Fastify from 'fastify';

/**
 * The yardstick: a Fastify route with no database, no validation, no hooks and no plugins that
 * answers exactly the bytes the product answered (status, headers, body, compressed or not), so a
 * ratio to it measures the product's own work per request and not the size of its answer.
 * The bench puts an answer here (PUT /replay/<name>, JSON { status, headers, body: base64 }) and
 * then measures GET /replay/<name>.
 */
type Replay = { status: number; headers: Record<string, string>; body: Buffer };

const port = Number(process.argv[2] ?? 0);
const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
const replays = new Map<string, Replay>();

app.put<{ Params: { name: string }; Body: { status: number; headers: Record<string, string>; body: string } }>('/replay/:name', async (request) => {
  const { status, headers, body } = request.body;
  replays.set(request.params.name, { status, headers, body: Buffer.from(body, 'base64') });
  return { ok: true };
});
app.get('/ready', async () => ({ ok: true }));
app.get<{ Params: { name: string } }>('/replay/:name', (request, reply) => {
  const replay = replays.get(request.params.name);
  if (!replay) return reply.code(404).send();
  return reply.code(replay.status).headers(replay.headers).send(replay.body);
});
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
