import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benches make their throwaway databases on. */
export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A database of its own for one bench, made on BENCH_DATABASE_URL's server and dropped after.
 * Null (with a line saying so) when no PostgreSQL answers: the bench is skipped.
 */
export async function createThrowawayDb(bench: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `sankalp_bench_${bench.toLowerCase().replace(/\W+/g, '_')}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: benchAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.log(`${bench} bench skipped: no PostgreSQL at BENCH_DATABASE_URL (${(err as Error).message})`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(benchAdminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: benchAdminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/** The most of `times` (ms) within any one second [t, t + 1000). */
export function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (j < sorted.length && sorted[j]! < sorted[i]! + 1000) j++;
    most = Math.max(most, j - i);
  }
  return most;
}
