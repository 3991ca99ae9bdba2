import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * Gzip size of every JavaScript file the browser fetches to show the landing page, measured
 * in Chromium rather than read off the build, so lazy chunks the page needs are counted too.
 */
export async function landingJsGzipBytes(baseUrl: string): Promise<{ files: { url: string; gzip: number }[]; total: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const files: { url: string; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(res.body().then((body) => void files.push({ url: new URL(res.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${baseUrl}/?language=english`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}
