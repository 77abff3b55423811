import { badRequest } from '../../platform/errors.js';
import { assertWholeImage } from '../../platform/images.js';

/**
 * The file types an upload may have. A file is accepted only when its content (magic bytes), its
 * extension and its declared type all name the same kind; the stored and served type comes from this
 * table, never from the client.
 */
type Family = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | 'zip' | 'ole' | 'text';

export interface FileKind {
  label: string;
  family: Family;
  /** The type we store and serve. */
  mime: string;
  extensions: readonly string[];
  /** Types a browser may declare for it (besides application/octet-stream, which claims nothing). */
  declared: readonly string[];
  /** Extra content markers, any one must occur (OOXML part folder, OLE stream name). */
  markers?: Buffer[];
  /** Served inline (an <img> or the PDF viewer); everything else downloads. */
  inline?: boolean;
}

const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const OOXML = 'application/vnd.openxmlformats-officedocument';

export const FILE_KINDS: readonly FileKind[] = [
  {
    label: 'a JPEG image',
    family: 'jpeg',
    mime: 'image/jpeg',
    extensions: ['jpg', 'jpeg', 'jfif'],
    declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    inline: true,
  },
  { label: 'a PNG image', family: 'png', mime: 'image/png', extensions: ['png'], declared: ['image/png', 'image/x-png'], inline: true },
  { label: 'a GIF image', family: 'gif', mime: 'image/gif', extensions: ['gif'], declared: ['image/gif'], inline: true },
  { label: 'a WebP image', family: 'webp', mime: 'image/webp', extensions: ['webp'], declared: ['image/webp'], inline: true },
  { label: 'a PDF document', family: 'pdf', mime: 'application/pdf', extensions: ['pdf'], declared: ['application/pdf', 'application/x-pdf'], inline: true },
  {
    label: 'a Word document',
    family: 'zip',
    mime: `${OOXML}.wordprocessingml.document`,
    extensions: ['docx'],
    declared: [`${OOXML}.wordprocessingml.document`],
    markers: [Buffer.from('word/')],
  },
  {
    label: 'an Excel workbook',
    family: 'zip',
    mime: `${OOXML}.spreadsheetml.sheet`,
    extensions: ['xlsx'],
    declared: [`${OOXML}.spreadsheetml.sheet`],
    markers: [Buffer.from('xl/')],
  },
  {
    label: 'a PowerPoint presentation',
    family: 'zip',
    mime: `${OOXML}.presentationml.presentation`,
    extensions: ['pptx'],
    declared: [`${OOXML}.presentationml.presentation`],
    markers: [Buffer.from('ppt/')],
  },
  {
    label: 'a ZIP archive',
    family: 'zip',
    mime: 'application/zip',
    extensions: ['zip'],
    declared: ['application/zip', 'application/x-zip-compressed', 'application/x-zip'],
  },
  {
    label: 'a Word 97-2003 document',
    family: 'ole',
    mime: 'application/msword',
    extensions: ['doc'],
    declared: ['application/msword'],
    markers: [utf16('WordDocument')],
  },
  {
    label: 'an Excel 97-2003 workbook',
    family: 'ole',
    mime: 'application/vnd.ms-excel',
    extensions: ['xls'],
    declared: ['application/vnd.ms-excel', 'application/msexcel'],
    markers: [utf16('Workbook'), utf16('Book')],
  },
  {
    label: 'a PowerPoint 97-2003 presentation',
    family: 'ole',
    mime: 'application/vnd.ms-powerpoint',
    extensions: ['ppt'],
    declared: ['application/vnd.ms-powerpoint'],
    markers: [utf16('PowerPoint Document')],
  },
  { label: 'a text file', family: 'text', mime: 'text/plain; charset=utf-8', extensions: ['txt'], declared: ['text/plain'] },
  {
    label: 'a CSV file',
    family: 'text',
    mime: 'text/csv; charset=utf-8',
    extensions: ['csv'],
    declared: ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values'],
  },
];

const startsWith = (b: Buffer, bytes: number[] | string, at = 0) => {
  const sig = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return b.length >= at + sig.length && b.subarray(at, at + sig.length).equals(sig);
};

/** Markup a browser would render or run: a "text" file that starts like this is refused. */
const MARKUP = /^\s*<(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta|a\s|img\s|div|style)/i;

/** What the bytes are, by their signature; `text` is UTF-8 without binary control characters or markup. */
export function detectFamily(b: Buffer): Family | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a')) return 'gif';
  if (startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8)) return 'webp';
  if (startsWith(b, '%PDF-')) return 'pdf';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  return isPlainText(b) ? 'text' : null;
}

function isPlainText(b: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return false;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // tabs, line breaks and form feeds only: NUL and other controls mean a binary file
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what the test looks for
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !MARKUP.test(text);
}

/** The extension of a file name, lower case, or '' (only the last dot counts: `x.php.png` is png). */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m ? m[1].toLowerCase() : '';
}

/**
 * The client's file name made harmless for storage and display: no folders, no control or bidi
 * characters, NFC, at most 200 characters (keeping the extension). It is never used in a path.
 */
export function cleanFileName(raw: string | undefined): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name loses
  name = name.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  name = name.replace(/^\.+/, '');
  if (!name) return 'file';
  const chars = Array.from(name);
  if (chars.length <= 200) return name;
  const ext = extensionOf(name);
  const keep = 200 - (ext ? ext.length + 1 : 0);
  return chars.slice(0, keep).join('') + (ext ? `.${ext}` : '');
}

/** Checks an upload against the allow-list; answers its kind or throws a 400 naming the file. */
export function checkContent(fileName: string, declaredType: string | undefined, content: Buffer): FileKind {
  const shown = JSON.stringify(fileName.length > 100 ? `${fileName.slice(0, 100)}...` : fileName);
  const ext = extensionOf(fileName);
  const kind = FILE_KINDS.find((k) => k.extensions.includes(ext));
  if (!kind) {
    const allowed = [...new Set(FILE_KINDS.flatMap((k) => k.extensions))].join(', ');
    throw badRequest(`file ${shown}: this type of file is not accepted (allowed: ${allowed})`);
  }
  if (content.length === 0) throw badRequest(`file ${shown}: the file is empty`);
  const family = detectFamily(content);
  if (family !== kind.family || (kind.markers && !kind.markers.some((m) => content.includes(m)))) {
    throw badRequest(`file ${shown}: the content is not ${kind.label} as its name says`);
  }
  const declared = (declaredType ?? '').split(';')[0].trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !kind.declared.includes(declared)) {
    throw badRequest(`file ${shown}: declared as ${JSON.stringify(declared.slice(0, 100))} but the content is ${kind.label}`);
  }
  return kind;
}

/** The end of a ZIP archive's central directory: an archive cut short has none. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/**
 * The whole-file half of the check, for what the first bytes cannot tell: a picture must decode whole
 * within its size limits (images.ts), a PDF must end with its end-of-file marker and an Office file or
 * archive with its central directory. A file cut short in transit or crafted to look like one kind and
 * be another is a 400 naming the file.
 */
export async function checkWhole(fileName: string, kind: FileKind, content: Buffer): Promise<void> {
  const shown = JSON.stringify(fileName.length > 100 ? `${fileName.slice(0, 100)}...` : fileName);
  if (kind.family === 'png' || kind.family === 'jpeg' || kind.family === 'gif' || kind.family === 'webp') {
    await assertWholeImage(content, `file ${shown}`);
  } else if (kind.family === 'pdf') {
    if (!content.subarray(Math.max(0, content.length - 2048)).includes('%%EOF'))
      throw badRequest(`file ${shown}: the PDF document is incomplete (it has no end)`);
  } else if (kind.family === 'zip') {
    if (content.lastIndexOf(ZIP_END) < Math.max(0, content.length - 65_557))
      throw badRequest(`file ${shown}: the file is incomplete or damaged (${kind.label})`);
  }
}
