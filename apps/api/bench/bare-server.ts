import Fastify from 'fastify';

/** The yardstick: a Fastify route with no database, no validation and no plugins. */
const port = Number(process.argv[2] ?? 0);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { hello: 'world' } }));
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
