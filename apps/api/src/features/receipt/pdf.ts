import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';
import PDFDocument from 'pdfkit';
import { formatClockTime, formatDay, formatPaiseAmount } from '@sankalp/contract';
import type { MoneyDocumentKind } from '../../db/schema/index.ts';
import { DOCUMENT_TEXTS, PAYMENT_METHOD_TEXTS, type DocumentTexts } from '../../lib/messages/documents.ts';
import type { DocumentContent } from './issue.ts';
import { woffToSfnt } from './woff.ts';

/**
 * Draws a document as a PDF from what was stored when it was issued (decision 260). Text is set in
 * Noto Sans Devanagari from the npm package @fontsource/noto-sans-devanagari (never the OS's fonts):
 * its Devanagari subset for Hindi (fontkit shapes conjuncts and matras), its Latin subset for the
 * rest. A line holding Devanagari is wrapped in a /Span with /ActualText, because shaped glyphs are
 * drawn in visual order (ि before its consonant): text extraction and search then read the words as written.
 */
const require = createRequire(import.meta.url);
const fontDir = require.resolve('@fontsource/noto-sans-devanagari/package.json').replace(/package\.json$/, 'files/');
/** pdfkit takes a parsed fontkit font as well as bytes (its types list only bytes). */
type FontSource = Buffer;
const loadFont = (file: string) => memoizedLayout(fontkit.create(woffToSfnt(readFileSync(fontDir + file))) as fontkit.Font) as unknown as FontSource;

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type Run = { glyphs: fontkit.Glyph[]; positions: Position[] };

/**
 * Shaping Devanagari (fontkit's GSUB/GPOS) is most of a document's time, and pdfkit shapes word by
 * word, afresh for each document. The same words recur on every receipt (labels, names, items), so
 * each font keeps its shaped words across documents. pdfkit scales a run's positions in place, so
 * each call gets its own copy of them; glyphs are only read.
 */
function memoizedLayout(font: fontkit.Font): fontkit.Font {
  const shaped = new LRUCache<string, Run>({ max: 20_000 });
  const layout = font.layout.bind(font);
  const copy = (run: Run) => {
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((w, p) => w + p.xAdvance, 0);
      },
    };
  };
  return Object.assign(Object.create(font) as fontkit.Font, {
    layout(text: string, features?: string[] | Record<string, boolean>) {
      if (features) return layout(text, features);
      let run = shaped.get(text);
      if (!run) {
        const fresh = layout(text);
        run = {
          glyphs: fresh.glyphs,
          positions: fresh.positions.map((p) => ({ xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset })),
        };
        shaped.set(text, run);
      }
      return copy(run);
    },
  });
}

let fonts: { devanagari: FontSource; latin: FontSource; devanagariBold: FontSource; latinBold: FontSource } | undefined;
/** Parsed once per process (about 100 ms), then shared by every document. */
function loadFonts() {
  fonts ??= {
    devanagari: loadFont('noto-sans-devanagari-devanagari-400-normal.woff'),
    latin: loadFont('noto-sans-devanagari-latin-400-normal.woff'),
    devanagariBold: loadFont('noto-sans-devanagari-devanagari-700-normal.woff'),
    latinBold: loadFont('noto-sans-devanagari-latin-700-normal.woff'),
  };
  return fonts;
}

/** Devanagari (with the rupee sign, which the Devanagari subset has) and the spaces inside such a run. */
const DEVANAGARI = String.raw`(?:\p{Script_Extensions=Devanagari}|\u200C|\u200D|\u20B9)`;
const DEVANAGARI_RUN = new RegExp(`${DEVANAGARI}+(?: +${DEVANAGARI}+)*`, 'gu');
const HAS_DEVANAGARI = /\p{Script_Extensions=Devanagari}|\u20B9/u;

type Doc = PDFKit.PDFDocument;

function runsOf(text: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(DEVANAGARI_RUN)) {
    if (m.index > last) runs.push({ text: text.slice(last, m.index), devanagari: false });
    runs.push({ text: m[0], devanagari: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), devanagari: false });
  return runs;
}

function widthOf(doc: Doc, text: string, size: number, bold = false): number {
  return runsOf(text).reduce((w, r) => {
    doc.font(r.devanagari ? (bold ? 'devB' : 'dev') : bold ? 'latB' : 'lat').fontSize(size);
    return w + doc.widthOfString(r.text);
  }, 0);
}

/** One line of mixed text at (x, y), right-aligned to x when `right`. */
function line(doc: Doc, text: string, x: number, y: number, size = 10, opts: { bold?: boolean; right?: boolean } = {}) {
  const bold = opts.bold ?? false;
  let cx = opts.right ? x - widthOf(doc, text, size, bold) : x;
  const marked = HAS_DEVANAGARI.test(text);
  if (marked) doc.markContent('Span', { actual: text });
  for (const r of runsOf(text)) {
    doc.font(r.devanagari ? (bold ? 'devB' : 'dev') : bold ? 'latB' : 'lat').fontSize(size);
    doc.text(r.text, cx, y, { lineBreak: false });
    cx += doc.widthOfString(r.text);
  }
  if (marked) doc.endMarkedContent();
}

/** Splits text into lines no wider than `width` at spaces (a word longer than a line stands alone). */
function wrap(doc: Doc, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && widthOf(doc, next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

/** Text wrapped to `width` from (x, y), a line every `lineHeight`; returns the y below it (empty text draws nothing). */
function paragraph(doc: Doc, text: string, x: number, y: number, width: number, size: number, lineHeight: number): number {
  for (const l of wrap(doc, text, width, size)) {
    if (!l) break;
    line(doc, l, x, y, size);
    y += lineHeight;
  }
  return y;
}

/** "Label: value" rows, label and value as one line of text, so a reader extracts them together. */
function labelledRows(doc: Doc, rows: [string, string][], x: number, y: number, width: number): number {
  for (const [label, value] of rows) y = paragraph(doc, `${label}: ${value}`, x, y, width, 10, 15);
  return y;
}

/** A money document shows the paise too: "₹1,351.00" (the project's rupee rule, contract format.ts). */
const rupees = (paise: number) => formatPaiseAmount(paise, { paise: 'always' });

/** 'UPI', 'कार्ड'…; an unknown method as the provider names it; none: online. */
const methodText = (method: string | null, language: 'english' | 'hindi', t: DocumentTexts) =>
  method ? (PAYMENT_METHOD_TEXTS[language][method] ?? method) : t.methodUnknown;

/** The project's date rule (contract format.ts, decision 200), the month spelled out as on a document. */
const dateText = (iso: string, language: 'english' | 'hindi') => formatDay(iso, language, true);
const dateTimeText = (iso: string, language: 'english' | 'hindi') => `${dateText(iso, language)}, ${formatClockTime(iso, language)}`;

export type RenderableDocument = {
  kind: MoneyDocumentKind;
  number: string;
  issuedAt: Date;
  language: 'english' | 'hindi';
  amountPaise: number;
  content: DocumentContent;
};

export function renderDocumentPdf(d: RenderableDocument): Promise<Buffer> {
  const f = loadFonts();
  const t: DocumentTexts = DOCUMENT_TEXTS[d.language];
  const hi = d.language === 'hindi';
  const c = d.content;
  // The default font is ours: pdfkit would otherwise parse Helvetica's metrics for every document.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    font: f.latin as unknown as string,
    info: { Title: `${t[d.kind]} ${d.number}`, Author: c.issuer.legalName },
  });
  doc.registerFont('dev', f.devanagari);
  doc.registerFont('lat', f.latin);
  doc.registerFont('devB', f.devanagariBold);
  doc.registerFont('latB', f.latinBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  let y = 50;
  if (d.kind === 'DONATION_80G' && c.donation) return drawDonation(doc, d, c, c.donation, t, done);
  line(doc, c.issuer.legalName, left, y, 14, { bold: true });
  y += 20;
  y = paragraph(doc, c.issuer.address, left, y, right - left, 9, 12);
  if (c.issuer.gstin) {
    line(doc, `${t.gstin}: ${c.issuer.gstin}`, left, y, 9);
    y += 12;
  }
  y += 10;
  // A GST-registered business's receipt for exempt supplies only is a bill of supply (decision 262).
  const billOfSupply = d.kind === 'RECEIPT' && c.issuer.gstin !== null && c.lines.every((l) => l.tax.kind === 'EXEMPT');
  line(doc, billOfSupply ? t.billOfSupply : t[d.kind], left, y, 16, { bold: true });
  y += 26;

  const rows: [string, string][] = [
    [d.kind === 'REFUND_NOTE' ? t.noteNumber : t.number, d.number],
    [t.date, dateText(d.issuedAt.toISOString(), d.language)],
    [t.order, c.orderId],
    [t.devotee, c.devotee.name],
    [t.phone, c.devotee.phoneMasked],
    [t.event, hi ? c.event.nameHi : c.event.nameEn],
    [t.temple, hi ? c.event.templeNameHi : c.event.templeNameEn],
    [t.eventDate, dateTimeText(c.event.dateTime, d.language)],
  ];
  if (c.refund?.receiptNumber) rows.push([t.againstReceipt, c.refund.receiptNumber]);
  y = labelledRows(doc, rows, left, y, right - left);

  // The lines as booked.
  y += 10;
  const qtyX = right - 170;
  const amountX = right;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke();
  y += 6;
  line(doc, t.item, left, y, 10, { bold: true });
  line(doc, t.quantity, qtyX, y, 10, { bold: true, right: true });
  line(doc, t.amount, amountX, y, 10, { bold: true, right: true });
  y += 18;
  for (const item of c.lines) {
    line(doc, String(item.quantity), qtyX, y, 10, { right: true });
    line(doc, rupees(item.amountPaise), amountX, y, 10, { right: true });
    y = paragraph(doc, hi ? item.nameHi : item.nameEn, left, y, qtyX - left - 60, 10, 14);
    line(doc, `${t.taxNote}: ${item.tax.kind === 'EXEMPT' ? t.taxExempt : `${item.tax.ratePercent}%`}`, left + 8, y, 8);
    y += 16;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke();
  y += 8;
  line(doc, t.total, left, y, 11, { bold: true });
  line(doc, rupees(c.totalPaise), amountX, y, 11, { bold: true, right: true });
  y += 20;
  if (d.kind === 'REFUND_NOTE' && c.refund) {
    line(doc, t.refundedAmount, left, y, 11, { bold: true });
    line(doc, rupees(c.refund.amountPaise), amountX, y, 11, { bold: true, right: true });
    y += 20;
  }

  y += 6;
  line(doc, `${t.paymentMethod}: ${methodText(c.payment.method, d.language, t)}`, left, y, 10);
  y += 15;
  if (c.payment.reference) {
    line(doc, `${t.paymentReference}: ${c.payment.reference}`, left, y, 10);
    y += 15;
  }
  if (c.refund?.reference) {
    line(doc, `${t.refundReference}: ${c.refund.reference}`, left, y, 10);
    y += 15;
  }
  y += 15;
  if (!c.issuer.gstin) {
    line(doc, d.kind === 'REFUND_NOTE' ? t.plainRefundNote : t.plainReceipt, left, y, 9);
    y += 13;
  }
  line(doc, t.computer, left, y, 9);
  doc.end();
  return done;
}

/** An 80G receipt (decision 263): the trust issues it; the fields section 80G and rule 18AB ask for. */
function drawDonation(
  doc: Doc,
  d: RenderableDocument,
  c: DocumentContent,
  donation: NonNullable<DocumentContent['donation']>,
  t: DocumentTexts,
  done: Promise<Buffer>,
): Promise<Buffer> {
  const left = 50;
  const right = doc.page.width - 50;
  const hi = d.language === 'hindi';
  let y = 50;
  line(doc, donation.trustName, left, y, 14, { bold: true });
  y += 20;
  line(doc, `${t.trustPan}: ${donation.trustPan}`, left, y, 9);
  y += 12;
  line(doc, `${t.registration80g}: ${donation.registration}`, left, y, 9);
  y += 12;
  const range = t.validityRange.replace('{from}', dateText(donation.validFrom, d.language)).replace('{to}', dateText(donation.validTo, d.language));
  line(doc, `${t.validity}: ${range}`, left, y, 9);
  y += 22;
  line(doc, t.DONATION_80G, left, y, 16, { bold: true });
  y += 26;
  const rows: [string, string][] = [
    [t.number, d.number],
    [t.date, dateText(d.issuedAt.toISOString(), d.language)],
    [t.order, c.orderId],
    [t.donor, donation.donorName],
    [t.donorPan, donation.donorPan],
    [t.donorAddress, donation.donorAddress],
    [t.temple, hi ? c.event.templeNameHi : c.event.templeNameEn],
    [t.event, hi ? c.event.nameHi : c.event.nameEn],
  ];
  y = labelledRows(doc, rows, left, y, right - left) + 10;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke();
  y += 6;
  line(doc, t.item, left, y, 10, { bold: true });
  line(doc, t.amount, right, y, 10, { bold: true, right: true });
  y += 18;
  for (const item of c.lines) {
    line(doc, rupees(item.amountPaise), right, y, 10, { right: true });
    y = paragraph(doc, `${hi ? item.nameHi : item.nameEn} × ${item.quantity}`, left, y, right - left - 120, 10, 14) + 4;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke();
  y += 8;
  line(doc, t.donationAmount, left, y, 11, { bold: true });
  line(doc, rupees(d.amountPaise), right, y, 11, { bold: true, right: true });
  y += 20;
  y = paragraph(doc, `${t.amountInWords}: ${donation.amountInWords}`, left, y, right - left, 10, 15);
  line(doc, `${t.modeOfPayment}: ${methodText(c.payment.method, d.language, t)}${c.payment.reference ? ` (${c.payment.reference})` : ''}`, left, y, 10);
  y += 25;
  y = paragraph(doc, t.section80g, left, y, right - left, 9, 13);
  line(doc, t.issuedThrough.replace('{name}', c.issuer.legalName), left, y, 9);
  y += 13;
  line(doc, t.computer, left, y, 9);
  doc.end();
  return done;
}
