import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiRoot } from './processes.ts';

/**
 * `npm run bench:start` (also part of `npm run bench`): seconds from the README's `npm start` to
 * the first 200 of `/` and the catalogue, on a fresh clone and on a second start of that clone.
 * The clone is `git clone` of this repository's committed HEAD (work not committed is not in it),
 * installed with `npm ci --prefer-offline` (timed apart: install speed is the network's and npm
 * cache's, not the product's). Each start is timed by the clone's own scripts/check-start.mjs,
 * which also stops it with SIGTERM and checks that nothing is left running.
 */
const repoRoot = path.resolve(apiRoot, '../..');
const run = promisify(execFile);

/** Runs a command in the clone with its output kept; on failure the output is shown. */
function runLogged(cwd: string, command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (output += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (output += c));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-4000)}`)),
    );
  });
}

async function timeStart(clone: string): Promise<number> {
  const output = await runLogged(clone, process.execPath, ['scripts/check-start.mjs']);
  const seconds = /answered 200 .* after ([\d.]+) s/.exec(output)?.[1];
  if (!seconds) throw new Error(`check-start printed no time:\n${output}`);
  return Number(seconds);
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'sankalp-start-'));
  const clone = path.join(dir, 'sankalp');
  try {
    const head = (await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot })).stdout.trim();
    await run('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone]);
    const installStart = performance.now();
    await runLogged(clone, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    const installSeconds = (performance.now() - installStart) / 1000;
    const first = await timeStart(clone);
    const second = await timeStart(clone);
    // Wall-clock seconds: on a shared machine they follow its load, so the load is printed with them.
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\nStart time (commit ${head}, git clone into an empty folder; \`npm ci\` took ${installSeconds.toFixed(1)} s, not counted; load average ${load}):`,
    );
    console.log('| start | `npm start` → `/`, `/puja/all` and `/readyz` answer 200 |');
    console.log('|---|---:|');
    console.log(`| fresh clone (builds contract, API, site; creates ./data/pglite, migrates, seeds) | ${first.toFixed(1)} s |`);
    console.log(`| second start of the same clone (incremental build, existing database) | ${second.toFixed(1)} s |`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
