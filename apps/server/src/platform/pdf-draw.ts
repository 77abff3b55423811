import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The drawing half of the PDF helper: it runs in the PDF worker thread (pdf.worker.ts), never on the
 * server's main thread. A document arrives as a plan (pdf.ts records it: the letterhead, the body's
 * operations, the footer's words) and is drawn here with pdfkit. pdfkit's image decoders throw inside
 * zlib callbacks that no `try` can catch, so a fault here may end this thread: the pool fails that one
 * document and starts a new thread, and the server keeps serving. Images reach this file only after the
 * safe decoder (images.ts) re-encoded them.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** The font files, read once per thread (about 10 MB each; pdfkit embeds only the glyphs used). */
function fontData() {
  fonts ??= { regular: readFileSync(require.resolve(FONT_FILES.regular)), bold: readFileSync(require.resolve(FONT_FILES.bold)) };
  return fonts;
}

/** A run of a paragraph; bold runs emphasise a value (the job title, the salary). */
export type Run = string | { bold: string };
export type FieldRow = readonly [label: string, value: string | number | null | undefined];
export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** One operation of a document's body, as the recording writer (pdf.ts) wrote it down. */
export type DrawOp =
  | { op: 'title'; text: string }
  | { op: 'heading'; text: string }
  | { op: 'paragraph'; runs: Run[] }
  | { op: 'fields'; rows: FieldRow[]; labelWidth: number }
  | { op: 'space'; lines: number }
  | { op: 'table'; columns: Column[]; rows: { cells: string[]; bold?: boolean }[] }
  | { op: 'signedLine'; role: string; name: string; image: Uint8Array; caption: string }
  | { op: 'signatureLine'; role: string; name?: string | null };

/** The letterhead as drawn: the logo already re-encoded by the safe decoder. */
export interface DrawnLetterhead {
  name: string;
  uen?: string | null;
  address?: string | null;
  contact?: string | null;
  email?: string | null;
  website?: string | null;
  logo?: Uint8Array | null;
}

/** Everything the worker needs to draw one document: plain data, copied to the thread. */
export interface DocumentPlan {
  title: string;
  subject: string;
  lang: string;
  letterhead: DrawnLetterhead;
  /** "Page {page} of {pages}" in the document's language. */
  pageOf: string;
  ops: DrawOp[];
}

const MARGIN = 56;
const FOOTER = 36;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** Lays out a plan's operations on a pdfkit document. */
class PdfDrawer {
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

  draw(o: DrawOp) {
    switch (o.op) {
      case 'title':
        return this.title(o.text);
      case 'heading':
        return this.heading(o.text);
      case 'paragraph':
        return this.paragraph(o.runs);
      case 'fields':
        return this.fields(o.rows, o.labelWidth);
      case 'space':
        return this.doc.moveDown(o.lines);
      case 'table':
        return this.table(o.columns, o.rows);
      case 'signedLine':
        return this.signedLine(o.role, o.name, Buffer.from(o.image), o.caption);
      case 'signatureLine':
        return this.signatureLine(o.role, o.name);
    }
  }

  private title(text: string) {
    this.doc.moveDown(0.5).font('bold').fontSize(15).fillColor('black').text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.5);
  }

  private heading(text: string) {
    this.room(40);
    this.doc.moveDown(0.4).font('bold').fontSize(11).fillColor('black').text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
  }

  private paragraph(runs: Run[]) {
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
  }

  /** Labelled values in two columns; empty values are left out. */
  private fields(rows: readonly FieldRow[], labelWidth: number) {
    const valueWidth = this.width - labelWidth - 10;
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value === '') continue;
      const text = String(value);
      this.doc.fontSize(10);
      const h =
        Math.max(this.doc.font('bold').heightOfString(label, { width: labelWidth }), this.doc.font('regular').heightOfString(text, { width: valueWidth })) + 4;
      this.room(h);
      const y = this.doc.y;
      this.doc.font('bold').fillColor(GREY).text(label, this.left, y, { width: labelWidth });
      this.doc
        .font('regular')
        .fillColor('black')
        .text(text, this.left + labelWidth + 10, y, { width: valueWidth });
      this.doc.x = this.left;
      this.doc.y = y + h;
    }
    this.doc.moveDown(0.3);
  }

  /** A table with a header row; cells are strings, a row may be bold (totals). */
  private table(columns: readonly Column[], rows: readonly { cells: readonly string[]; bold?: boolean }[]) {
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
      this.doc
        .moveTo(this.left, y + h)
        .lineTo(x, y + h)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.doc.x = this.left;
      this.doc.y = y + h;
    };
    drawRow(
      columns.map((c) => c.header),
      'bold',
      GREY,
    );
    for (const r of rows) drawRow(r.cells, r.bold ? 'bold' : 'regular', 'black');
    this.doc.moveDown(0.3);
  }

  /** A signature image above its line, with who signed and when beneath. */
  private signedLine(role: string, name: string, image: Buffer, caption: string) {
    this.room(110);
    this.doc.moveDown(1);
    const y = this.doc.y;
    this.doc.image(image, this.left, y, { fit: [150, 90] });
    this.doc
      .moveTo(this.left, y + 92)
      .lineTo(this.left + 200, y + 92)
      .lineWidth(0.7)
      .strokeColor('black')
      .stroke();
    this.doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(GREY)
      .text(`${role}: ${name}`, this.left, y + 96, { width: 300 });
    this.doc.text(caption, this.left, this.doc.y, { width: 400 });
    this.doc.fillColor('black');
  }

  /** Space for a handwritten or drawn signature: a line and the signer's role beneath. */
  private signatureLine(role: string, name?: string | null) {
    this.room(70);
    this.doc.moveDown(2.5);
    const y = this.doc.y;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + 200, y)
      .lineWidth(0.7)
      .strokeColor('black')
      .stroke();
    this.doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(GREY)
      .text([role, name].filter(Boolean).join(': '), this.left, y + 4, { width: 260 });
    this.doc.fillColor('black');
  }
}

function drawLetterhead(doc: PDFKit.PDFDocument, head: DrawnLetterhead) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let textLeft = left;
  if (head.logo) {
    doc.image(Buffer.from(head.logo), left, MARGIN - 16, { fit: [64, 48] });
    textLeft = left + 76;
  }
  doc
    .font('bold')
    .fontSize(14)
    .fillColor('black')
    .text(head.name, textLeft, MARGIN - 16, { width: width - (textLeft - left) });
  const lines = [head.uen ? `UEN ${head.uen}` : null, head.address, [head.contact, head.email, head.website].filter(Boolean).join('  ·  ') || null].filter(
    Boolean,
  ) as string[];
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  for (const l of lines) doc.text(l, textLeft, doc.y, { width: width - (textLeft - left) });
  const y = Math.max(doc.y, MARGIN + 34) + 6;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .strokeColor('#1f3b63')
    .stroke();
  doc.fillColor('black');
  doc.x = left;
  doc.y = y + 10;
}

function drawFooters(doc: PDFKit.PDFDocument, plan: DocumentPlan) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    const y = doc.page.height - FOOTER;
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const pageOf = plan.pageOf.replace('{page}', String(i - range.start + 1)).replace('{pages}', String(range.count));
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(plan.letterhead.name, left, y, { width: width / 2, lineBreak: false });
    doc.text(pageOf, left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** Draws a planned document: letterhead, body, footers with page numbers; resolves with the file. */
export async function drawDocument(plan: DocumentPlan): Promise<Uint8Array> {
  const f = fontData();
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + 10 },
    bufferPages: true,
    lang: plan.lang,
    displayTitle: true,
    info: { Title: plan.title, Author: plan.letterhead.name, Subject: plan.subject, Creator: 'HR platform' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  drawLetterhead(doc, plan.letterhead);
  const drawer = new PdfDrawer(doc);
  for (const o of plan.ops) drawer.draw(o);
  drawFooters(doc, plan);
  doc.end();
  return done;
}
