// Sizes (gzip) of the JavaScript a route loads first: the entry with its static imports, the
// route chunk with its static imports, and the locale chunk. Run after `vite build`:
//   node tools/bundle-report.mjs [routeModule] [locale]
// e.g. node tools/bundle-report.mjs src/features/landing/routes/landing-page.tsx en
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const [route = 'src/features/landing/routes/landing-page.tsx', locale = 'en'] = process.argv.slice(2);

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const seen = new Map();
function walk(key, why) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.set(chunk.file, why);
  for (const dep of chunk.imports ?? []) walk(dep, why);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
walk(entry, 'entry');
walk(route, 'route');
walk(`src/locales/${locale}/browse.ts`, 'locale');

let total = 0;
const rows = [...seen].map(([file, why]) => ({ file, why, kb: gz(file) / 1024 })).sort((a, b) => b.kb - a.kb);
for (const r of rows) {
  total += r.kb;
  console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.why.padEnd(6)} ${r.file}`);
}
console.log(`${total.toFixed(1).padStart(7)} KB  total gzip (${rows.length} files) for ${route} + ${locale}`);
