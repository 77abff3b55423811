import { Piscina } from 'piscina';
import { drawDocument, type DocumentPlan } from './pdf-draw.js';

/**
 * The PDF worker thread's entry (a piscina task): draws one planned document and hands its bytes back
 * without a copy. The server bundle builds it as dist/pdf.worker.js; from sources it runs through tsx.
 */
export default async function drawTask(plan: DocumentPlan) {
  const pdf = await drawDocument(plan);
  const out = new Uint8Array(pdf.byteLength);
  out.set(pdf);
  return Piscina.move(out);
}
