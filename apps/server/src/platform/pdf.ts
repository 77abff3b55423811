import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { displayDateIn } from '@hr/contracts';
import { contentDisposition } from './http/disposition.js';
import { documentText, requestLanguage, type Language } from './i18n/index.js';

/*
 * THE PDF helper: documents people sign and keep (offer letters, letters of appointment, key
 * employment terms, payslips) are drawn here with pdfkit, on the server, without a browser.
 * Every document gets the company's letterhead on its first page, a footer with the company name and
 * "Page n of m" on every page, and Noto Sans SC embedded as a subset (Latin and Chinese names alike).
 * A document is drawn in the language of who asks for it (`documentWords`: its texts from the server
 * catalogue's `documents`, its dates in the product's display pattern); the file says its language (/Lang).
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** The font files, read once per process (about 10 MB each; pdfkit embeds only the glyphs used). */
function fontData() {
  fonts ??= { regular: readFileSync(require.resolve(FONT_FILES.regular)), bold: readFileSync(require.resolve(FONT_FILES.bold)) };
  return fonts;
}

/** The company record's letterhead (sys_dept of category 1). */
export interface Letterhead {
  name: string;
  uen?: string | null;
  address?: string | null;
  contact?: string | null;
  email?: string | null;
  website?: string | null;
  /** PNG or JPEG bytes. */
  logo?: Buffer | null;
}

/** What a document is worded with: its texts and dates in one language. */
export interface DocWords {
  language: Language;
  /** A fixed text in the language (the catalogue's `documents`, English otherwise), `{name}` filled from `values`. */
  t: (english: string, values?: Record<string, string | number | null | undefined>) => string;
  /** A stored date (or the date of a date-time) as the product displays it (`DD MMM YYYY`, `YYYY年M月D日`); null for nothing. */
  date: (value: string | null | undefined) => string | null;
  /** A stored date-time as the product displays it (`DD MMM YYYY HH:mm`); null for nothing. */
  dateTime: (value: string | null | undefined) => string | null;
}

/** The words of a document in `language` (the request's language, or the one a job was started in). */
export function documentWords(language: Language): DocWords {
  return {
    language,
    t: (english, values) => documentText(language, english, values),
    date: (v) => (v ? displayDateIn(v, language) : null),
    dateTime: (v) => (v ? displayDateIn(v, language, { time: true }) : null),
  };
}

/** The words of a document asked for by `req` (its language: the same choice as the server's messages). */
export const requestWords = (req: Pick<FastifyRequest, 'headers'> | undefined): DocWords => documentWords(requestLanguage(req));

/** A run of a paragraph; bold runs emphasise a value (the job title, the salary). */
export type Run = string | { bold: string };
export type FieldRow = readonly [label: string, value: string | number | null | undefined];
export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 56;
const FOOTER = 36;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** What a document's body is drawn with (the document itself stays reachable for anything else). */
export class PdfWriter {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get left() {
    return this.doc.page.margins.left;
  }
  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  /** Starts a new page unless `height` more points fit on this one. */
  private room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  title(text: string) {
    this.doc.moveDown(0.5).font('bold').fontSize(15).fillColor('black').text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.5);
    return this;
  }

  heading(text: string) {
    this.room(40);
    this.doc.moveDown(0.4).font('bold').fontSize(11).fillColor('black').text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
    return this;
  }

  paragraph(...runs: Run[]) {
    this.doc.font('regular').fontSize(10.5).fillColor('black');
    const parts = runs.filter((r) => (typeof r === 'string' ? r : r.bold) !== '');
    parts.forEach((r, i) => {
      const continued = i < parts.length - 1;
      this.doc.font(typeof r === 'string' ? 'regular' : 'bold');
      const text = typeof r === 'string' ? r : r.bold;
      // only the first run places and sizes the paragraph; the others continue its lines
      if (i === 0) this.doc.text(text, this.left, this.doc.y, { width: this.width, continued, lineGap: 2 });
      else this.doc.text(text, { continued });
    });
    this.doc.moveDown(0.6);
    return this;
  }

  /** Labelled values in two columns; empty values are left out. */
  fields(rows: readonly FieldRow[], labelWidth = 170) {
    const valueWidth = this.width - labelWidth - 10;
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value === '') continue;
      const text = String(value);
      this.doc.fontSize(10);
      const h = Math.max(this.doc.font('bold').heightOfString(label, { width: labelWidth }), this.doc.font('regular').heightOfString(text, { width: valueWidth })) + 4;
      this.room(h);
      const y = this.doc.y;
      this.doc.font('bold').fillColor(GREY).text(label, this.left, y, { width: labelWidth });
      this.doc.font('regular').fillColor('black').text(text, this.left + labelWidth + 10, y, { width: valueWidth });
      this.doc.x = this.left;
      this.doc.y = y + h;
    }
    this.doc.moveDown(0.3);
    return this;
  }

  /** A blank line. */
  space(lines = 1) {
    this.doc.moveDown(lines);
    return this;
  }

  /** A table with a header row; cells are strings, a row may be bold (totals). */
  table(columns: readonly Column[], rows: readonly { cells: readonly string[]; bold?: boolean }[]) {
    const drawRow = (cells: readonly string[], font: 'regular' | 'bold', color: string) => {
      this.doc.font(font).fontSize(9.5);
      const h = Math.max(...columns.map((c, i) => this.doc.heightOfString(cells[i] ?? '', { width: c.width - 8 }))) + 6;
      this.room(h);
      const y = this.doc.y;
      let x = this.left;
      columns.forEach((c, i) => {
        this.doc.fillColor(color).text(cells[i] ?? '', x + 4, y + 3, { width: c.width - 8, align: c.align ?? 'left' });
        x += c.width;
      });
      this.doc.moveTo(this.left, y + h).lineTo(x, y + h).lineWidth(0.5).strokeColor(RULE).stroke();
      this.doc.x = this.left;
      this.doc.y = y + h;
    };
    drawRow(columns.map((c) => c.header), 'bold', GREY);
    rows.forEach((r) => drawRow(r.cells, r.bold ? 'bold' : 'regular', 'black'));
    this.doc.moveDown(0.3);
    return this;
  }

  /** A signature image (PNG or JPEG) above its line, with who signed and when beneath. */
  signedLine(role: string, name: string, image: Buffer, caption: string) {
    this.room(110);
    this.doc.moveDown(1);
    const y = this.doc.y;
    this.doc.image(image, this.left, y, { fit: [150, 90] });
    this.doc.moveTo(this.left, y + 92).lineTo(this.left + 200, y + 92).lineWidth(0.7).strokeColor('black').stroke();
    this.doc.font('regular').fontSize(9.5).fillColor(GREY).text(`${role}: ${name}`, this.left, y + 96, { width: 300 });
    this.doc.text(caption, this.left, this.doc.y, { width: 400 });
    this.doc.fillColor('black');
    return this;
  }

  /** Space for a handwritten or drawn signature: a line and the signer's role beneath. */
  signatureLine(role: string, name?: string | null) {
    this.room(70);
    this.doc.moveDown(2.5);
    const y = this.doc.y;
    this.doc.moveTo(this.left, y).lineTo(this.left + 200, y).lineWidth(0.7).strokeColor('black').stroke();
    this.doc.font('regular').fontSize(9.5).fillColor(GREY).text([role, name].filter(Boolean).join(': '), this.left, y + 4, { width: 260 });
    this.doc.fillColor('black');
    return this;
  }
}

function drawLetterhead(doc: PDFKit.PDFDocument, head: Letterhead) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let textLeft = left;
  if (head.logo) {
    try {
      doc.image(head.logo, left, MARGIN - 16, { fit: [64, 48] });
      textLeft = left + 76;
    } catch {
      // a logo pdfkit cannot read (neither PNG nor JPEG) is left out rather than failing the document
    }
  }
  doc.font('bold').fontSize(14).fillColor('black').text(head.name, textLeft, MARGIN - 16, { width: width - (textLeft - left) });
  const lines = [head.uen ? `UEN ${head.uen}` : null, head.address, [head.contact, head.email, head.website].filter(Boolean).join('  ·  ') || null].filter(Boolean) as string[];
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  for (const l of lines) doc.text(l, textLeft, doc.y, { width: width - (textLeft - left) });
  const y = Math.max(doc.y, MARGIN + 34) + 6;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor('#1f3b63').stroke();
  doc.fillColor('black');
  doc.x = left;
  doc.y = y + 10;
}

function drawFooters(doc: PDFKit.PDFDocument, head: Letterhead, words: DocWords) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    const y = doc.page.height - FOOTER;
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(head.name, left, y, { width: width / 2, lineBreak: false });
    doc.text(words.t('Page {page} of {pages}', { page: i - range.start + 1, pages: range.count }), left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

export interface PdfOptions {
  title: string;
  /** The document's words (language, texts, dates): its footers and its /Lang. */
  words: DocWords;
  letterhead: Letterhead;
  subject?: string;
}

const LANG_TAGS: Record<Language, string> = { en: 'en', zh: 'zh-CN', de: 'de', fr: 'fr', pt: 'pt' };

/** The language a PDF drawn here says it is in (its /Lang entry), if any: a re-drawn document keeps it. */
export function pdfLanguage(pdf: Buffer): Language | undefined {
  const m = /\/Lang \((\w+)(?:-\w+)?\)/.exec(pdf.toString('latin1'));
  return (Object.keys(LANG_TAGS) as Language[]).find((l) => l === m?.[1]);
}

/** Draws a document: letterhead, the body `build` writes, footers with page numbers; resolves with the file. */
export async function renderPdf(o: PdfOptions, build: (w: PdfWriter) => void): Promise<Buffer> {
  const f = fontData();
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + 10 }, bufferPages: true, lang: LANG_TAGS[o.words.language], displayTitle: true, info: { Title: o.title, Author: o.letterhead.name, Subject: o.subject ?? o.title, Creator: 'HR platform' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  drawLetterhead(doc, o.letterhead);
  build(new PdfWriter(doc));
  drawFooters(doc, o.letterhead, o.words);
  doc.end();
  return done;
}

/** A file name safe on every system and in a header: no path, control or reserved characters, at most 120 characters. */
export function safeFileName(name: string, extension = 'pdf'): string {
  const base = name.replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, '_').replace(/\s+/g, ' ').trim().slice(0, 120) || 'document';
  return `${base}.${extension}`;
}


/** Answers a PDF as a download (never cached publicly, never sniffed). */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', safeFileName(fileName)))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
