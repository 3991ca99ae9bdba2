import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { apiRoot } from './processes.ts';

const LANDING_ROUTE = 'src/features/landing/routes/landing-page.tsx';
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * The chunks the landing page cannot render without: the entry, the landing route and the locale,
 * each with its static imports (Vite's build manifest). Everything else the page fetches is a
 * deferred section (banner slider, testimonials carousel, toast host) loaded after it.
 */
function renderBlockingFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(apiRoot, '../web/dist/.vite/manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(walk);
  };
  walk(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
  walk(LANDING_ROUTE);
  walk('src/locales/en/browse.ts');
  return files;
}

export type LandingJs = { files: { url: string; gzip: number; initial: boolean }[]; initial: number; total: number };

/**
 * Gzip size of the JavaScript Chromium fetches for the landing page until the network is idle,
 * split into "initial" (render-blocking, see above) and the deferred rest.
 */
export async function landingJsGzipBytes(baseUrl: string): Promise<LandingJs> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const initialFiles = renderBlockingFiles();
    const files: LandingJs['files'] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      const url = new URL(res.url()).pathname;
      pending.push(res.body().then((body) => void files.push({ url, gzip: gzipSync(body, { level: 9 }).length, initial: initialFiles.has(url) })));
    });
    await page.goto(`${baseUrl}/?language=english`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    files.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
    const sum = (list: LandingJs['files']) => list.reduce((total, f) => total + f.gzip, 0);
    return { files, initial: sum(files.filter((f) => f.initial)), total: sum(files) };
  } finally {
    await browser.close();
  }
}

/** The report lines `npm run bench` and `npm run bench:landing` print. */
export function printLandingJs(js: LandingJs): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nLanding page JavaScript (gzip -9, as fetched by Chromium at 360 px):`);
  console.log(`  initial (entry, landing route, locale): ${kb(js.initial)}   (a figure, not a budget since issue 11)`);
  console.log(`  deferred (banner slider, testimonials carousel, toast host): ${kb(js.total - js.initial)}   all: ${kb(js.total)} in ${js.files.length} files`);
  for (const f of js.files) console.log(`    ${f.initial ? 'initial' : 'later  '}  ${f.url}  ${kb(f.gzip)}`);
}
