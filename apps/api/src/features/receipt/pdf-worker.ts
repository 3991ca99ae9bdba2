import { renderDocumentPdf, type RenderableDocument } from './pdf.ts';

/**
 * A worker thread's task (pdf-renderer.ts): one document drawn as a PDF. Its bytes go back as a
 * Uint8Array of their own, copied once, instead of a Buffer that may share Node's pooled memory.
 */
export default async function render(d: RenderableDocument): Promise<Uint8Array> {
  return new Uint8Array(await renderDocumentPdf(d));
}
