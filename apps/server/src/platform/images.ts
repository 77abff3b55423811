import sharp, { type Metadata } from 'sharp';
import { badRequest } from './errors.js';

/*
 * THE image gate: every image the server reads (a signature, the company logo, an uploaded picture) goes
 * through here before anything else looks at it. libvips (sharp) reads the header first, and an image
 * wider or taller than its use allows is refused before a pixel is decoded (a 190 KB PNG of 7000x7000
 * pixels would take a gigabyte); then the whole image is decoded, strictly (a cut or corrupt stream is an
 * error, not a half image), within a pixel budget and a time limit. What is drawn into a PDF or stored as a
 * signature is the re-encoded PNG this module returns (`SafeImage`), never the bytes that came in: the PDF
 * renderer's own decoders (pdfkit's png-js) can crash a process on a crafted file.
 */

/** PNG bytes this module decoded and wrote itself: the only image the PDF writer takes. */
export type SafeImage = Buffer & { readonly __decodedBy: 'images.ts' };

export interface ImageUse {
  /** The field the image came in, for the 400's message (`signature`, `logo`, `file`). */
  field: string;
  /** The largest image accepted, checked on the header before decoding. */
  maxWidth: number;
  maxHeight: number;
  /** The box the re-encoded copy fits in (never enlarged). */
  fitWidth: number;
  fitHeight: number;
}

/** A signature: at most 1200x600 as sent, kept as the pad's 300x180. */
export const SIGNATURE_IMAGE: ImageUse = { field: 'signature', maxWidth: 1200, maxHeight: 600, fitWidth: 300, fitHeight: 180 };
/** The company logo: at most 2000x2000 as uploaded, drawn from a 400x300 copy. */
export const LOGO_IMAGE: ImageUse = { field: 'logo', maxWidth: 2000, maxHeight: 2000, fitWidth: 400, fitHeight: 300 };
/**
 * Any uploaded picture (a photo of a permit, an avatar): decoded whole once to prove it is one. At most 40
 * megapixels (a phone's 12 to 24 MP photo passes; a 7000x7000 bomb does not), 10,000 pixels a side.
 */
const UPLOAD_MAX_PIXELS = 40_000_000;
const UPLOAD_MAX_SIDE = 10_000;

const DECODE_SECONDS = 5;
type Format = 'png' | 'jpeg' | 'gif' | 'webp';
const FORMATS: Record<Format, string> = { png: 'PNG', jpeg: 'JPEG', gif: 'GIF', webp: 'WebP' };

// one decode at a time per call and no cache of decoded images between calls: memory stays flat under a burst
sharp.cache(false);
sharp.concurrency(1);

async function header(bytes: Buffer, field: string, formats: readonly Format[]) {
  const what = formats.map((f) => FORMATS[f]).join(' or ');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw badRequest(`${field}: the file is not a ${what} image`);
  }
  if (!meta.format || !formats.includes(meta.format as Format) || !meta.width || !meta.height) throw badRequest(`${field}: the file is not a ${what} image`);
  return { format: meta.format as Format, width: meta.width, height: meta.height * (meta.pages ?? 1) };
}

function refuseTrailing(bytes: Buffer, format: Format, field: string) {
  if (format !== 'png') return;
  // a PNG ends at its IEND chunk: anything after it is another file riding along (a polyglot)
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (at !== bytes.length) throw badRequest(`${field}: the image has other data after its end`);
}

/**
 * Decodes an image for a use and answers a small PNG re-encoded from its pixels (orientation applied,
 * metadata dropped). 400 naming the field when the file is not a PNG or JPEG, is larger than the use
 * allows, or does not decode whole.
 */
export async function safeImage(bytes: Buffer, use: ImageUse, declared?: 'png' | 'jpeg'): Promise<SafeImage> {
  const { format, width, height } = await header(bytes, use.field, declared ? [declared] : ['png', 'jpeg']);
  if (width > use.maxWidth || height > use.maxHeight) {
    throw badRequest(`${use.field}: the image is ${width}x${height} pixels; at most ${use.maxWidth}x${use.maxHeight} is accepted`);
  }
  refuseTrailing(bytes, format, use.field);
  try {
    const png = await sharp(bytes, { limitInputPixels: use.maxWidth * use.maxHeight, failOn: 'truncated', sequentialRead: true })
      .timeout({ seconds: DECODE_SECONDS })
      .rotate()
      .resize({ width: use.fitWidth, height: use.fitHeight, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return png as SafeImage;
  } catch {
    throw badRequest(`${use.field}: the image is damaged or incomplete and cannot be read`);
  }
}

/**
 * Proves an uploaded picture is whole: its header within 40 megapixels, every pixel decodes (streamed
 * through libvips' statistics, so no full-size copy is held), and a PNG carries nothing after its end. The
 * file itself is kept as sent (a photo of a document keeps its quality).
 */
export async function assertWholeImage(bytes: Buffer, field: string): Promise<void> {
  const { format, width, height } = await header(bytes, field, ['png', 'jpeg', 'gif', 'webp']);
  if (width > UPLOAD_MAX_SIDE || height > UPLOAD_MAX_SIDE || width * height > UPLOAD_MAX_PIXELS) {
    throw badRequest(`${field}: the image is ${width}x${height} pixels; at most 40 megapixels and ${UPLOAD_MAX_SIDE} pixels a side are accepted`);
  }
  refuseTrailing(bytes, format, field);
  try {
    await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'truncated', sequentialRead: true, animated: format === 'gif' || format === 'webp' })
      .timeout({ seconds: DECODE_SECONDS })
      .stats();
  } catch {
    throw badRequest(`${field}: the image is damaged or incomplete and cannot be read`);
  }
}

/** The image of a data URL (`data:image/png;base64,...`), decoded for its use. */
export async function safeImageOfDataUrl(dataUrl: string, use: ImageUse): Promise<SafeImage> {
  const m = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) throw badRequest(`${use.field}: must be a PNG or JPEG image (data URL)`);
  return safeImage(Buffer.from(m[2]!, 'base64'), use, m[1] as 'png' | 'jpeg');
}

/** A decoded image as a data URL (what a signature row keeps). */
export const dataUrlOf = (png: SafeImage) => `data:image/png;base64,${png.toString('base64')}`;
