import { renderDocumentPdf, type RenderableDocument } from './pdf.ts';

/**
 * A worker thread's task (pdf-renderer.ts): one document drawn as a PDF. Its bytes go back in a
 * memory of their own: a small Buffer can sit in Node's shared 8 KB pool, all of which the copy
 * to the main thread would take along.
 */
export default async function render(d: RenderableDocument): Promise<Uint8Array> {
  return new Uint8Array(await renderDocumentPdf(d));
}
