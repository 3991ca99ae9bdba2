import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, eventually, settle, useBrowser } from './browser.ts';
import { recordShifts, shiftReport } from './layout-shifts.ts';
import { openCard } from './published-events.ts';

/**
 * On a slow connection the browser paints a page while it is still downloading: what it has shown
 * must not move as the rest arrives. A loaded machine showed this at random (the first package card
 * painted full width, then shrunk as the others came); here the page is cut where it happened, inside
 * the package list, and each piece is sent only once the browser has parsed and painted the one before.
 */
const browser = useBrowser();

/** Between two package cards of the server's page: the cuts. */
const PACKAGE_CARD = '<li class="_package_';
const CARD_SELECTOR = '[class^="_package_"]';

/**
 * Passes everything through to the server, except the document at `documentPath`: its pieces go out
 * one by one, each when `release` is called.
 */
function pieceByPieceProxy(target: URL, documentPath: string) {
  const waiting: (() => void)[] = [];
  let pieces = 0;
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        if (new URL(req.url ?? '/', target).pathname !== documentPath) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        // Sent in pieces, so without the length of the whole.
        const headers = { ...answer.headers };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        const sendInPieces = async (html: string) => {
          const cuts = [...html.matchAll(new RegExp(PACKAGE_CARD, 'g'))].map((m) => m.index).slice(1);
          const bounds = [0, ...cuts, html.length];
          pieces = bounds.length - 1;
          for (let i = 0; i < pieces; i++) {
            if (i > 0) await new Promise<void>((resolve) => waiting.push(resolve));
            res.write(html.slice(bounds[i], bounds[i + 1]));
          }
          res.end();
        };
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => void sendInPieces(Buffer.concat(chunks).toString('utf8')));
      },
    );
    req.pipe(upstream);
  });
  return {
    server,
    pieces: () => pieces,
    waitingPieces: () => waiting.length,
    release: () => waiting.shift()?.(),
  };
}

/** Cards parsed to their end (their 'Select' button, the last thing in a card of an open puja). */
const cardsParsed = (page: Page) => page.evaluate((selector) => document.querySelectorAll(`${selector} button`).length, CARD_SELECTOR);
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('an event page painted while it downloads', () => {
  let proxy: ReturnType<typeof pieceByPieceProxy>;
  let path = '';

  beforeAll(async () => {
    path = `/puja/${(await openCard('puja', 'FIXED_DATES')).searchKey}`;
    proxy = pieceByPieceProxy(new URL(browser.baseUrl()), path);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));

  it('keeps each package card where it was first painted as the next cards arrive (desktop)', async () => {
    const origin = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    let opened: (page: Page) => void = () => {};
    const pageReady = new Promise<Page>((resolve) => (opened = resolve));
    const loading = browser.open(`${origin}${path}?language=english`, DESKTOP, async (p) => {
      await p.addInitScript(recordShifts);
      opened(p);
    });
    const page = await pageReady;

    await eventually(() => proxy.waitingPieces()).toBe(1);
    const cards = proxy.pieces();
    expect(cards, 'a puja with several packages').toBeGreaterThan(1);
    for (let shown = 1; shown < cards; shown++) {
      await eventually(() => cardsParsed(page)).toBe(shown);
      await twoFrames(page);
      proxy.release();
    }
    await loading;
    await settle(page);

    const { total, report } = await shiftReport(page, path);
    // The countdown ticking changes its digits (a shift of about 0.000005): nothing that a reader sees move.
    expect(total, report).toBeLessThan(0.001);
  });
});
