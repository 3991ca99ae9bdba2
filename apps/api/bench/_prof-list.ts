import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer, stop, throwawaySecrets, waitForHttp } from './processes.ts';

const dir = process.argv[2]!;
const url = process.argv[3] ?? '/public/api/v1/puja/all';
const port = await freePort();
const data = await mkdtemp(path.join(tmpdir(), 'prof-'));
const server = startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, PGLITE_DATA_DIR: data, SEED_ON_START: 'true', ...throwawaySecrets() }, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
await waitForHttp(`http://127.0.0.1:${port}${url}`);
await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 50, duration: 3, headers: { 'accept-encoding': 'gzip, deflate, br' } });
const r = await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 50, duration: 10, headers: { 'accept-encoding': 'gzip, deflate, br' } });
console.log('rps', r.requests.average, 'status', r['2xx'], r.non2xx);
await stop(server);
