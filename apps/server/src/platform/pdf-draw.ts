import { Scripts, type Piece, type Weight } from './pdf-fonts.js';

/*
 * The drawing half of the PDF helper: it runs in the PDF worker thread (pdf.worker.ts), never on the
 * server's main thread. A document arrives as a plan (pdf.ts records it: the letterhead, the body's
 * operations, the footer's words) and is drawn here with pdfkit. pdfkit's image decoders throw inside
 * zlib callbacks that no `try` can catch, so a fault here may end this thread: the pool fails that one
 * document and starts a new thread, and the server keeps serving. Images reach this file only after the
 * safe decoder (images.ts) re-encoded them. Every text is written through `Scripts` (pdf-fonts.ts): cut into
 * runs by the font covering each character and put in visual order.
 */

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

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Writes a text (or runs already cut, a paragraph's) at x, y as consecutive runs, each in its font; a single
 * run is one plain `text` call. A right-aligned or centred text of several runs that fits on its line is
 * placed by its measured width (pdfkit aligns each continued run alone).
 */
function write(doc: PDFKit.PDFDocument, scripts: Scripts, text: string | Piece[], weight: Weight, x: number, y: number, options: TextOptions) {
  const pieces = typeof text === 'string' ? scripts.pieces(text, weight) : text;
  if (pieces.length <= 1 && !pieces[0]?.actual) {
    doc.font(pieces[0]?.font ?? scripts.base(weight)).text(pieces[0]?.text ?? '', x, y, options);
    return;
  }
  let o = options;
  if (o.width && o.align && o.align !== 'left' && o.align !== 'justify') {
    const total = pieces.reduce((sum, p) => sum + doc.font(p.font).widthOfString(p.text), 0);
    if (total <= o.width) {
      const shift = o.align === 'right' ? o.width - total : (o.width - total) / 2;
      o = { ...o, align: 'left', width: o.width - shift };
      x += shift;
    }
  }
  const state = doc as unknown as { _font: { id: string }; _fontSize: number };
  // pdfkit sets a run below the line's top by its own font's ascender; every run is set on the base font's
  // baseline instead, so a Tamil or Arabic name sits on the line of the words around it
  const baseline = -((scripts.baseAscender * state._fontSize) / 1000);
  pieces.forEach((p, i) => {
    const continued = i < pieces.length - 1;
    doc.font(p.font);
    if (p.actual) doc.markContent('Span', { actual: p.text });
    // only the first run places and sizes the text; the others continue its lines
    if (i === 0) doc.text(p.text, x, y, { ...o, continued, baseline });
    else doc.text(p.text, { continued, baseline });
    if (p.actual) {
      // the text was drawn in pdfkit's flipped space (q, cm, BT..ET, Q); a reader places /ActualText by the
      // matrix and font at EMC, so EMC is given the same (otherwise pdftotext puts the run lines away, mirrored)
      doc.save().transform(1, 0, 0, -1, 0, doc.page.height).addContent(`/${state._font.id} ${state._fontSize} Tf`).endMarkedContent().restore();
    }
  });
}

/** Lays out a plan's operations on a pdfkit document. */
class PdfDrawer {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly scripts: Scripts,
  ) {}

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
  private write(text: string | Piece[], weight: Weight, x: number, y: number, options: TextOptions) {
    write(this.doc, this.scripts, text, weight, x, y, options);
  }
  /**
   * The height of a text at the current size, measured in the fonts that draw it: a text of one font exactly
   * (a Myanmar label measured in the base font, which lacks its glyphs, wrapped into lines it never takes), a text
   * of several by its widths in their fonts and the tallest of their lines.
   */
  private heightOf(text: string, weight: Weight, options: TextOptions & { width: number }) {
    const pieces = this.scripts.pieces(text, weight);
    const fonts = [...new Set(pieces.map((p) => p.font))];
    if (fonts.length <= 1) return this.doc.font(fonts[0] ?? this.scripts.base(weight)).heightOfString(text, options);
    const wide = pieces.reduce((sum, p) => sum + this.doc.font(p.font).widthOfString(p.text), 0);
    const line = Math.max(...fonts.map((f) => this.doc.font(f).currentLineHeight(true)));
    return Math.max(1, Math.ceil(wide / options.width)) * line;
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
    this.doc.moveDown(0.5).fontSize(15).fillColor('black');
    this.write(text, 'bold', this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.5);
  }

  private heading(text: string) {
    this.room(40);
    this.doc.moveDown(0.4).fontSize(11).fillColor('black');
    this.write(text, 'bold', this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
  }

  private paragraph(runs: Run[]) {
    this.doc.fontSize(10.5).fillColor('black');
    const parts = runs.map((r) => (typeof r === 'string' ? { text: r, weight: 'regular' as const } : { text: r.bold, weight: 'bold' as const }));
    const pieces = this.scripts.line(parts);
    if (pieces.length) this.write(pieces, 'regular', this.left, this.doc.y, { width: this.width, lineGap: 2 });
    this.doc.moveDown(0.6);
  }

  /** Labelled values in two columns; empty values are left out. */
  private fields(rows: readonly FieldRow[], labelWidth: number) {
    const valueWidth = this.width - labelWidth - 10;
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value === '') continue;
      const text = String(value);
      this.doc.fontSize(10);
      const h = Math.max(this.heightOf(label, 'bold', { width: labelWidth }), this.heightOf(text, 'regular', { width: valueWidth })) + 4;
      this.room(h);
      const y = this.doc.y;
      this.doc.fillColor(GREY);
      this.write(label, 'bold', this.left, y, { width: labelWidth });
      this.doc.fillColor('black');
      this.write(text, 'regular', this.left + labelWidth + 10, y, { width: valueWidth });
      this.doc.x = this.left;
      this.doc.y = y + h;
    }
    this.doc.moveDown(0.3);
  }

  /** A table with a header row; cells are strings, a row may be bold (totals). */
  private table(columns: readonly Column[], rows: readonly { cells: readonly string[]; bold?: boolean }[]) {
    const drawRow = (cells: readonly string[], weight: Weight, color: string) => {
      this.doc.fontSize(9.5);
      const h = Math.max(...columns.map((c, i) => this.heightOf(cells[i] ?? '', weight, { width: c.width - 8 }))) + 6;
      this.room(h);
      const y = this.doc.y;
      let x = this.left;
      columns.forEach((c, i) => {
        this.doc.fillColor(color);
        this.write(cells[i] ?? '', weight, x + 4, y + 3, { width: c.width - 8, align: c.align ?? 'left' });
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
    this.doc.fontSize(9.5).fillColor(GREY);
    this.write(`${role}: ${name}`, 'regular', this.left, y + 96, { width: 300 });
    this.write(caption, 'regular', this.left, this.doc.y, { width: 400 });
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
    this.doc.fontSize(9.5).fillColor(GREY);
    this.write([role, name].filter(Boolean).join(': '), 'regular', this.left, y + 4, { width: 260 });
    this.doc.fillColor('black');
  }
}

function drawLetterhead(doc: PDFKit.PDFDocument, scripts: Scripts, head: DrawnLetterhead) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let textLeft = left;
  if (head.logo) {
    doc.image(Buffer.from(head.logo), left, MARGIN - 16, { fit: [64, 48] });
    textLeft = left + 76;
  }
  doc.fontSize(14).fillColor('black');
  write(doc, scripts, head.name, 'bold', textLeft, MARGIN - 16, { width: width - (textLeft - left) });
  const lines = [head.uen ? `UEN ${head.uen}` : null, head.address, [head.contact, head.email, head.website].filter(Boolean).join('  ·  ') || null].filter(
    Boolean,
  ) as string[];
  doc.fontSize(8.5).fillColor(GREY);
  for (const l of lines) write(doc, scripts, l, 'regular', textLeft, doc.y, { width: width - (textLeft - left) });
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

function drawFooters(doc: PDFKit.PDFDocument, scripts: Scripts, plan: DocumentPlan) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    const y = doc.page.height - FOOTER;
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const pageOf = plan.pageOf.replace('{page}', String(i - range.start + 1)).replace('{pages}', String(range.count));
    doc.fontSize(8).fillColor(GREY);
    write(doc, scripts, plan.letterhead.name, 'regular', left, y, { width: width / 2, lineBreak: false });
    write(doc, scripts, pageOf, 'regular', left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** A drawn document: the file, and the code points no font covered (drawn as the replacement). */
export interface DrawnDocument {
  pdf: Buffer;
  replaced: number[];
}

/** Draws a planned document: letterhead, body, footers with page numbers; resolves with the file. */
export async function drawDocument(plan: DocumentPlan): Promise<DrawnDocument> {
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
  const scripts = new Scripts(doc);
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawLetterhead(doc, scripts, plan.letterhead);
  const drawer = new PdfDrawer(doc, scripts);
  for (const o of plan.ops) drawer.draw(o);
  drawFooters(doc, scripts, plan);
  doc.end();
  return { pdf: await done, replaced: [...scripts.replaced] };
}
