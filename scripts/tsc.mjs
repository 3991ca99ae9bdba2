/**
 * `node scripts/tsc.mjs <check|emit> [tsc arguments]`: the TypeScript compiler each job uses
 * (decision 275). `check` is TypeScript 7, the native compiler, installed as `typescript-native`:
 * it type-checks the same code in a third of the time. `emit` is TypeScript 6, the `typescript`
 * package, which also gives ESLint its type information (typescript-eslint loads TypeScript's
 * JavaScript API, which 7 does not offer). Both packages name their command `tsc`, and which one
 * npm links as `node_modules/.bin/tsc` is not fixed, so scripts name the package here instead.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGES = { check: 'typescript-native', emit: 'typescript' };
const [job, ...args] = process.argv.slice(2);
const name = PACKAGES[job];
if (!name) {
  console.error(`usage: node scripts/tsc.mjs <${Object.keys(PACKAGES).join('|')}> [tsc arguments]`);
  process.exit(2);
}
const packageDir = path.dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));
const result = spawnSync(process.execPath, [path.join(packageDir, 'bin', 'tsc'), ...args], { stdio: 'inherit' });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
