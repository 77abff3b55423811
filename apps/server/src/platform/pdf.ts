import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Piscina } from 'piscina';
import { displayDateIn } from '@hr/contracts';
import { contentDisposition } from './http/disposition.js';
import { documentText, requestLanguage, type Language } from './i18n/index.js';
import type { SafeImage } from './images.js';
import type { Column, DocumentPlan, DrawOp, FieldRow, Run } from './pdf-draw.js';
import type { DrawResult } from './pdf.worker.js';

export type { Column, FieldRow, Run } from './pdf-draw.js';

/*
 * THE PDF helper: documents people sign and keep (offer letters, letters of appointment, key
 * employment terms, payslips) are drawn with pdfkit, on the server, without a browser.
 * Every document gets the company's letterhead on its first page, a footer with the company name and
 * "Page n of m" on every page, and its fonts embedded as subsets: Noto Sans SC (Latin and Chinese) and, for the
 * names and values in other scripts, Noto Sans Arabic, Hebrew, Tamil, Bengali or Myanmar (pdf-fonts.ts). A
 * character no font covers is drawn as "□" and logged with its code point.
 * A document is drawn in the language of who asks for it (`documentWords`: its texts from the server
 * catalogue's `documents`, its dates in the product's display pattern); the file says its language (/Lang).
 *
 * A module writes a document's body on a `PdfWriter`, which only writes the operations down; the drawing
 * itself (pdf-draw.ts) runs in a worker thread of a small pool. A fault inside pdfkit (its PNG decoder
 * throws inside a zlib callback, which ends whatever thread it runs on) ends that thread and fails that one
 * document; the pool starts a new thread and the server goes on serving. Images enter only as `SafeImage`
 * (images.ts: decoded and re-encoded first), so the renderer never sees untrusted bytes.
 */

/** The company record's letterhead (sys_dept of category 1). */
export interface Letterhead {
  name: string;
  uen?: string | null;
  address?: string | null;
  contact?: string | null;
  email?: string | null;
  website?: string | null;
  /** The logo, decoded and re-encoded by the image gate. */
  logo?: SafeImage | null;
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

/** What a document's body is written with: each call is kept as one operation of the document's plan. */
export class PdfWriter {
  readonly ops: DrawOp[] = [];

  title(text: string) {
    this.ops.push({ op: 'title', text });
    return this;
  }

  heading(text: string) {
    this.ops.push({ op: 'heading', text });
    return this;
  }

  paragraph(...runs: Run[]) {
    this.ops.push({ op: 'paragraph', runs });
    return this;
  }

  /** Labelled values in two columns; empty values are left out. */
  fields(rows: readonly FieldRow[], labelWidth = 170) {
    this.ops.push({ op: 'fields', rows: [...rows], labelWidth });
    return this;
  }

  /** A blank line. */
  space(lines = 1) {
    this.ops.push({ op: 'space', lines });
    return this;
  }

  /** A table with a header row; cells are strings, a row may be bold (totals). */
  table(columns: readonly Column[], rows: readonly { cells: readonly string[]; bold?: boolean }[]) {
    this.ops.push({ op: 'table', columns: [...columns], rows: rows.map((r) => ({ cells: [...r.cells], bold: r.bold })) });
    return this;
  }

  /** A signature image above its line, with who signed and when beneath. */
  signedLine(role: string, name: string, image: SafeImage, caption: string) {
    this.ops.push({ op: 'signedLine', role, name, image: new Uint8Array(image), caption });
    return this;
  }

  /** Space for a handwritten or drawn signature: a line and the signer's role beneath. */
  signatureLine(role: string, name?: string | null) {
    this.ops.push({ op: 'signatureLine', role, name });
    return this;
  }
}

/** Where a document's warnings go (a request's or the app's pino logger). */
export type PdfLog = { warn: (details: object, message: string) => void };

export interface PdfOptions {
  title: string;
  /** Where the code points no font covers are logged; the app's logger (`usePdfLog`) by default. */
  log?: PdfLog;
  /** The document's words (language, texts, dates): its footers and its /Lang. */
  words: DocWords;
  letterhead: Letterhead;
  subject?: string;
}

const LANG_TAGS: Record<Language, string> = { en: 'en', zh: 'zh-CN', ms: 'ms', ta: 'ta', bn: 'bn', my: 'my', de: 'de', fr: 'fr', pt: 'pt' };

/** The language a PDF drawn here says it is in (its /Lang entry), if any: a re-drawn document keeps it. */
export function pdfLanguage(pdf: Buffer): Language | undefined {
  const m = /\/Lang \((\w+)(?:-\w+)?\)/.exec(pdf.toString('latin1'));
  return (Object.keys(LANG_TAGS) as Language[]).find((l) => l === m?.[1]);
}

/** The worker thread's file: the bundle's dist/pdf.worker.js, or the TypeScript source run through tsx. */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return { filename: new URL('./pdf.worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
  const bundled = join(dirname(here), 'pdf.worker.js');
  if (!existsSync(bundled)) throw new Error(`the PDF worker ${bundled} is missing: run npm run build`);
  return { filename: bundled, execArgv: [] };
}

/** A document taking longer than this is given up (its thread ends) and fails alone. */
const DRAW_SECONDS = 60;
let pool: Piscina | null = null;

function drawingPool(): Piscina {
  pool ??= new Piscina({
    ...workerFile(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 15_000,
    // a document that would need more than this ends its thread instead of the server's memory
    resourceLimits: { maxOldGenerationSizeMb: 384 },
  });
  return pool;
}

/** Ends the drawing threads (the server's shutdown; a later document starts them again). */
export async function closePdfWorkers(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}

let appLog: PdfLog | null = null;
/** The logger a document's warnings go to when its caller names none (the app's, set when it is built). */
export function usePdfLog(log: PdfLog) {
  appLog = log;
}

/** Why a document could not be drawn (its thread failed); the caller's request fails, nothing else. */
export class PdfRenderError extends Error {}

/** Draws a document: letterhead, the body `build` writes, footers with page numbers; resolves with the file. */
export async function renderPdf(o: PdfOptions, build: (w: PdfWriter) => void): Promise<Buffer> {
  const writer = new PdfWriter();
  build(writer);
  const { logo, ...head } = o.letterhead;
  const plan: DocumentPlan = {
    title: o.title,
    subject: o.subject ?? o.title,
    lang: LANG_TAGS[o.words.language],
    letterhead: { ...head, logo: logo ? new Uint8Array(logo) : null },
    pageOf: o.words.t('Page {page} of {pages}', { page: '{page}', pages: '{pages}' }),
    ops: writer.ops,
  };
  try {
    const { pdf, replaced } = (await drawingPool().run(plan, { signal: AbortSignal.timeout(DRAW_SECONDS * 1000) })) as DrawResult;
    if (replaced.length) {
      const codePoints = replaced.map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`);
      (o.log ?? appLog)?.warn({ document: o.title, codePoints }, 'PDF: characters no font covers were drawn as \u25a1');
    }
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } catch (e) {
    throw new PdfRenderError(`the document "${o.title}" could not be drawn: ${(e as Error).message}`, { cause: e });
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name loses
const NOT_IN_FILE_NAMES = /[\u0000-\u001f\u007f\\/:*?"<>|]+/g;

/** A file name safe on every system and in a header: no path, control or reserved characters, at most 120 characters. */
export function safeFileName(name: string, extension = 'pdf'): string {
  const base = name.replace(NOT_IN_FILE_NAMES, '_').replace(/\s+/g, ' ').trim().slice(0, 120) || 'document';
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
