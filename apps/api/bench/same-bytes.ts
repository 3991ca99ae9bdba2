import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import autocannon from 'autocannon';

/**
 * Measuring an endpoint next to the bare route (bench/bare-server.ts) answering the very bytes it
 * answered, and the CPU time each server spent per answer: on a machine shared with other work the
 * requests per second drift, the CPU time per request much less.
 */
export type Measured = { rps: number; p99: number; errors: number; cpuUsPerRequest: number | null };
export type Row = Measured & { name: string; bare: Measured | null; target: Target | null };
/** What the issue asks of a row: a ratio to the bare route, or requests per second. */
export type Target = { ratio: number } | { rps: number };

/** Headers a replay must not copy: they belong to the connection or are recomputed. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** One answer exactly as sent (fetch would decompress it), with its headers. */
export function captureAnswer(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined && !CONNECTION_HEADERS.has(name)) kept[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Makes the bare server answer `answer` at /replay/<name>; returns that URL. */
export async function replayOnBare(bareBase: string, name: string, answer: Answer): Promise<string> {
  const res = await fetch(`${bareBase}/replay/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: answer.status, headers: answer.headers, body: answer.body.toString('base64') }),
  });
  if (!res.ok) throw new Error(`bare server refused the replay ${name}: ${res.status}`);
  return `${bareBase}/replay/${name}`;
}

/** User + system CPU time of a process so far, in microseconds (Linux /proc; null elsewhere). */
function cpuMicros(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux the bench runs on
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
  } catch {
    return null;
  }
}

export type LoadOptions = {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** The server measured, for its CPU time. */
  server: ChildProcess;
  /** A path per request (e.g. a fresh unknown path each time) instead of the URL's. */
  path?: () => string;
  /** Answers other than 2xx that are expected (a 404 page). */
  expectStatus?: number;
};

export async function load(o: LoadOptions): Promise<Measured> {
  const requests = o.path ? [{ setupRequest: (req: object) => ({ ...req, path: o.path!() }) }] : undefined;
  const options = { url: o.url, headers: o.headers ?? {}, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, connections: 10, duration: 1 }); // warm up JIT, pools and caches
  const cpuBefore = cpuMicros(o.server.pid);
  const r = await autocannon({ ...options, connections: o.connections, duration: o.seconds });
  const cpuAfter = cpuMicros(o.server.pid);
  const expected = o.expectStatus ? (r.statusCodeStats?.[String(o.expectStatus) as '200']?.count ?? 0) : 0;
  const answered = r.requests.total;
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    errors: r.errors + r.non2xx - expected,
    cpuUsPerRequest: cpuBefore !== null && cpuAfter !== null && answered > 0 ? Math.round((cpuAfter - cpuBefore) / answered) : null,
  };
}

export function printRows(rows: Row[]): void {
  console.log('| endpoint | requests/s | p99 ms | bare route, same bytes, requests/s | ratio to bare | server CPU µs per answer (bare) | target | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---|---:|');
  for (const r of rows) {
    const ratio = r.bare ? r.rps / r.bare.rps : null;
    const cpu = r.cpuUsPerRequest === null ? '' : `${r.cpuUsPerRequest}${r.bare?.cpuUsPerRequest ? ` (${r.bare.cpuUsPerRequest})` : ''}`;
    console.log(
      `| ${r.name} | ${r.rps} | ${r.p99} | ${r.bare?.rps ?? ''} | ${ratio === null ? '' : ratio.toFixed(2)} | ${cpu} | ${targetText(r, ratio)} | ${r.errors} |`,
    );
  }
}

function targetText(r: Row, ratio: number | null): string {
  if (!r.target) return '';
  if ('ratio' in r.target) return `≥ ${r.target.ratio} of bare: ${ratio !== null && ratio >= r.target.ratio ? 'met' : 'missed'}`;
  return `≥ ${r.target.rps.toLocaleString('en')}/s: ${r.rps >= r.target.rps ? 'met' : 'missed'}`;
}
