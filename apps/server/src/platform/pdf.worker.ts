import { Piscina } from 'piscina';
import { drawDocument, type DocumentPlan } from './pdf-draw.js';

/** What the thread answers: the file and the code points drawn as the replacement (no font covers them). */
export interface DrawResult {
  pdf: Uint8Array;
  replaced: number[];
}

/**
 * The PDF worker thread's entry (a piscina task): draws one planned document and hands its bytes back
 * without a copy. The server bundle builds it as dist/pdf.worker.js; from sources it runs through tsx.
 */
export default async function drawTask(plan: DocumentPlan) {
  const { pdf, replaced } = await drawDocument(plan);
  const out = new Uint8Array(pdf.byteLength);
  out.set(pdf);
  const result: DrawResult = { pdf: out, replaced };
  // the file's buffer is transferred, the list copied
  return Piscina.move({ [Piscina.transferableSymbol]: out.buffer, [Piscina.valueSymbol]: result } as unknown as Parameters<typeof Piscina.move>[0]);
}
