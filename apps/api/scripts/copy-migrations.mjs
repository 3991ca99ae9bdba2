// tsc emits JavaScript only; the compiled server reads its SQL migrations (and drizzle's journal)
// from dist/db/migrations, next to dist/db/migrate.js, so dist/ runs without src/.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(apiRoot, 'src', 'db', 'migrations');
const to = path.join(apiRoot, 'dist', 'db', 'migrations');
// A migration renamed or removed in src must not linger in dist.
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
