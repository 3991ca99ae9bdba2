import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time, in nanoseconds, of each of these processes so far: all its threads (Linux `schedstat`:
 * exact, unlike the clock ticks of /proc/<pid>/stat). A process gone meanwhile is left out.
 * Throughput on a shared two-core machine drifts by a quarter within an hour; CPU per checkout
 * drifts less, so comparisons between builds read this too.
 */
export function cpuNanos(pids: number[]): Map<number, number> {
  const spent = new Map<number, number>();
  for (const pid of pids) {
    for (const task of readdirOrEmpty(`/proc/${pid}/task`)) {
      try {
        const ns = Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
        spent.set(pid, (spent.get(pid) ?? 0) + ns);
      } catch {
        // the thread ended between the listing and the read
      }
    }
  }
  return spent;
}

/**
 * Milliseconds of CPU per unit of work between two readings. A process first seen in the second
 * reading started in between (a PostgreSQL backend for a pool connection opened under load): all
 * its time counts.
 */
export function msPer(before: Map<number, number>, after: Map<number, number>, units: number): number {
  let ns = 0;
  for (const [pid, spent] of after) ns += spent - (before.get(pid) ?? 0);
  return units > 0 ? ns / 1e6 / units : 0;
}

function readdirOrEmpty(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * The local PostgreSQL server's processes (every backend, the WAL writer…), read from /proc at
 * each call: a pool opens and closes connections, each a backend of its own. None where
 * PostgreSQL runs elsewhere.
 */
export function localPostgresPids(): number[] {
  return readdirOrEmpty('/proc')
    .filter((name) => /^\d+$/.test(name) && commandOf(name) === 'postgres')
    .map(Number);
}

function commandOf(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}
