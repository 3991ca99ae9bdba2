import { freePort, startTs, stop, waitForHttp } from './processes.ts';
import { load, replayOnBare, type Measured } from './same-bytes.ts';

/** A small JSON answer, about the size of a catalogue card, the same every run. */
const BODY = Buffer.from(JSON.stringify({ data: { id: '00000000-0000-4000-8000-000000000000', name: 'yardstick'.repeat(40) } }));

/**
 * The machine's speed at the time of a bench, for reading its figures next to other days': the bare
 * Fastify route (bench/bare-server.ts) answering a fixed small JSON body, 100 connections. On the
 * machine these benches ran on, this rate moved by 3–5× within one day with the same code (decision
 * 280), so a throughput figure alone says as much about the day as about the build.
 */
export async function measureMachineYardstick(seconds = 3): Promise<Measured> {
  const port = await freePort();
  const bare = startTs('bench/bare-server.ts', [String(port)], {});
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/ready`);
    const url = await replayOnBare(base, 'yardstick', { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: BODY });
    return await load({ url, seconds, connections: 100, server: bare });
  } finally {
    await stop(bare);
  }
}

export const yardstickLine = (m: Measured) =>
  `Machine yardstick: a bare Fastify route answered ${m.rps}/s (${m.cpuUsPerRequest ?? '?'} µs of its CPU per answer), 100 connections`;
