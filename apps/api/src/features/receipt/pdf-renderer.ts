import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { RenderableDocument } from './pdf.ts';

/**
 * Compiled, the worker is dist/…/pdf-worker.js. Run from source (tests, benches), it is the .ts
 * file, which Node 24 loads by stripping its types, the contract included from its source.
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./pdf-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;

export type PdfRenderer = {
  render(d: RenderableDocument): Promise<Buffer>;
  /** Worker threads running now. */
  threads(): number;
  close(): Promise<void>;
};

/**
 * Draws documents on worker threads (decision 283), so a PDF never holds up the event loop. One
 * receipt is 4–20 ms of CPU; drawn on the loop, a few dozen downloads a second (a festival day's
 * "order paid" messages link each receipt) would stall every other request behind them. Threads
 * start when the first document is asked for and end after a minute without one: each one loads
 * the fonts and keeps its own shaped words (pdf.ts). Documents wait in the pool's queue for a
 * free thread.
 */
export function pdfRenderer(threads: number): PdfRenderer {
  const pool = new Piscina<RenderableDocument, Uint8Array>({
    filename: workerFile,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    execArgv: fromSource ? ['--conditions=@sankalp/source'] : [],
  });
  return {
    render: async (d) => {
      const bytes = await pool.run(d);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    threads: () => pool.threads.length,
    close: () => pool.close(),
  };
}

/** Decorates `app.pdfRenderer`; its threads end with the app. */
export function registerPdfRenderer(app: FastifyInstance): void {
  const renderer = pdfRenderer(app.config.PDF_RENDER_THREADS);
  app.decorate('pdfRenderer', renderer);
  app.addHook('onClose', () => renderer.close());
}
