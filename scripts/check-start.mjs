// `npm run test:start` (the last step of `npm test`): runs the README's first command, `npm start`,
// in this checkout as a newcomer would — only PORT is set (a free one), DATA_DIR is left alone, so
// on a fresh clone it also meets the missing ./data folder — and waits until the site and the
// catalogue answer 200. Then it sends SIGTERM to the whole process group (npm, its shells, the
// server) and checks that everything exits cleanly and nothing is left behind.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A fresh clone builds the contract, the API and the site and creates PGlite's data folder first. */
const START_TIMEOUT_MS = 300_000;
/** The server drains in-flight requests for up to SHUTDOWN_GRACE_SECONDS (10 s by default). */
const STOP_TIMEOUT_MS = 60_000;
const PATHS = ['/', '/public/api/v1/puja/all?pageNumber=0', '/readyz'];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Whether any process of the group still exists (signal 0 only checks). */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    if (err.code === 'ESRCH') return false;
    throw err;
  }
}

async function status(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0; // not listening yet
  }
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let output = '';
const startedAt = performance.now();
// detached: its own process group, so one signal reaches npm, the shells and the server alike.
const child = spawn('npm', ['start'], { cwd: repoRoot, env: { ...process.env, PORT: String(port) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
child.stdout.setEncoding('utf8').on('data', (c) => (output += c));
child.stderr.setEncoding('utf8').on('data', (c) => (output += c));
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
// Never leave the product running behind us, whatever happens here.
const killGroup = () => groupAlive(child.pid) && process.kill(-child.pid, 'SIGKILL');
process.once('SIGINT', () => (killGroup(), process.exit(130)));
process.once('SIGTERM', () => (killGroup(), process.exit(143)));

function fail(message) {
  console.error(`check-start: ${message}\n--- output of npm start ---\n${output.slice(-8_000)}`);
  killGroup();
  process.exit(1);
}

const pending = new Set(PATHS);
while (pending.size > 0) {
  if (child.exitCode !== null) fail(`npm start exited with ${child.exitCode} before answering`);
  if (performance.now() - startedAt > START_TIMEOUT_MS) fail(`no 200 from ${[...pending].join(', ')} within ${START_TIMEOUT_MS / 1000} s`);
  for (const p of pending) if ((await status(base + p)) === 200) pending.delete(p);
  if (pending.size > 0) await pause(250);
}
const secondsToReady = (performance.now() - startedAt) / 1000;
console.log(`check-start: \`npm start\` answered 200 on ${PATHS.join(', ')} after ${secondsToReady.toFixed(1)} s (builds included)`);
// The server's start line names its Node.js: it must be the one this check runs on (npm's PATH,
// decision 222), not the machine's own.
const started = /"node":"(v[\d.]+)"[^\n]*Sankalp is running/.exec(output);
if (!started) fail('the server did not log which Node.js runs it');
if (started[1] !== process.version) fail(`the server runs on Node.js ${started[1]}, expected ${process.version}`);
console.log(`check-start: the server runs on Node.js ${started[1]}`);

process.kill(-child.pid, 'SIGTERM');
const stopDeadline = Date.now() + STOP_TIMEOUT_MS;
// unref: once npm has exited this timer must not keep the check itself running.
const stopTimeout = new Promise((resolve) => setTimeout(() => resolve({ code: null, signal: 'timeout' }), STOP_TIMEOUT_MS).unref());
const { code, signal } = await Promise.race([exited, stopTimeout]);
while (groupAlive(child.pid) && Date.now() < stopDeadline) await pause(100);
if (groupAlive(child.pid)) fail('processes of npm start were still running after SIGTERM');
// npm forwards the signal to its script, waits for it to end, then ends itself by that same signal.
if (!(code === 0 || signal === 'SIGTERM')) fail(`npm start did not exit cleanly after SIGTERM (code ${code}, signal ${signal})`);
// The server logs this just before process.exit(0), after the database has closed.
if (!output.includes('"msg":"shut down"')) fail('the server did not log the end of its graceful shutdown');
console.log('check-start: stopped cleanly on SIGTERM (server shut down gracefully, no process left)');
