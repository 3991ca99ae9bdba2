import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built site as the API meets it (apps/web/dist + dist-ssr/entry-server.js), small enough to
 * read: the API's side of server rendering (status, headers, HTML cache, 500 page, the in-process
 * API) is tested without building the real site, whose rendering the browser tests cover.
 * The renderer answers 404 for /missing… (the paths it names no page for: isUnknownPage), throws for
 * /boom…, counts /orders… and /payment/… as signed-in pages, pads /large… to 8 KB, takes 200 ms for /slow…, and prints what it rendered.
 */
const ENTRY = `
import { Readable } from 'node:stream';
let renders = 0;
export function pageLanguage(search, cookie) {
  const fromUrl = new URLSearchParams(search).get('language');
  if (fromUrl === 'hindi' || fromUrl === 'english') return fromUrl;
  return /(?:^|; )language=hindi/.test(cookie ?? '') ? 'hindi' : 'english';
}
export const isUnknownPage = (pathname) => pathname.startsWith('/missing');
export const isSignedInPage = (pathname) => pathname.startsWith('/orders') || pathname.startsWith('/payment/');
export async function createRenderer({ template, fetch }) {
  return {
    async render({ url, language, baseUrl }) {
      if (url.startsWith('/boom')) throw new Error('render failed');
      if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 200));
      const api = await fetch('/public/api/v1/puja/all?pageNumber=0', { headers: { 'Accept-Language': language } });
      const count = (await api.json()).data.pujaList.length;
      renders += 1;
      const html = template
        .replace('<html lang="en">', '<html lang="' + (language === 'hindi' ? 'hi' : 'en') + '">')
        .replace('<!--app-html-->', '<main data-render="' + renders + '" data-base="' + baseUrl + '" data-pujas="' + count + '" data-url="' + url + '">' + url.split('?')[0] + '</main>' + (url.startsWith('/large') ? '<p>om</p>'.repeat(1000) : ''));
      return { status: url.startsWith('/missing') ? 404 : 200, body: Readable.from([html]) };
    },
    errorPage: (language) => '<!doctype html><html lang="' + (language === 'hindi' ? 'hi' : 'en') + '"><title>Something went wrong</title></html>',
  };
}
`;

export type FakeSite = { env: { WEB_DIST_DIR: string; WEB_SSR_ENTRY: string }; remove: () => Promise<void> };

export async function writeFakeSite(): Promise<FakeSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'sankalp-site-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><title>Sankalp</title><link rel="stylesheet" crossorigin href="/assets/app-abc123.css"><script type="module" crossorigin src="/assets/app-abc123.js"></script><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="application/json" id="app-state"><!--app-state--></script></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  await writeFile(path.join(dist, 'assets', 'app-abc123.css'), 'main{color:maroon}');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  return {
    env: { WEB_DIST_DIR: dist, WEB_SSR_ENTRY: path.join(root, 'dist-ssr', 'entry-server.js') },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
