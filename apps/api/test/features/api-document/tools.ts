import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The script of a dev dependency's command, run with this Node (no npx, no network). */
export function binOf(pkg: string, command: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const bin = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }).bin[command];
  if (!bin) throw new Error(`${pkg} has no ${command} command`);
  return path.join(path.dirname(manifest), bin);
}

/**
 * The tools call home unless told not to (telemetry, update checks, notices): off, so a run is
 * the same offline as online.
 */
export const OFFLINE_ENV = {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

/** Runs a Node script to its end: exit code and output. */
export function run(script: string, args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, env: { ...process.env, ...OFFLINE_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
