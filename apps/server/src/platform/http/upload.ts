import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { badRequest } from '../errors.js';

const MB = 1024 * 1024;

/**
 * Reads the one file of a multipart request: every way a client can get it wrong (not multipart,
 * truncated, no file, another field name, too large, interrupted) is a 400 naming the field.
 */
export async function readMultipartFile(req: FastifyRequest, o: { maxBytes: number; field?: string }): Promise<{ file: MultipartFile; content: Buffer }> {
  const field = o.field ?? 'file';
  if (!req.isMultipart()) throw badRequest(`${field}: send the file as multipart/form-data in a field named "${field}"`);
  let file: MultipartFile | undefined;
  try {
    file = await req.file({ limits: { fileSize: o.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 } });
  } catch {
    throw badRequest(`${field}: the multipart request could not be read`);
  }
  if (!file) throw badRequest(`${field}: no file was sent (field "${field}")`);
  if (file.fieldname !== field) {
    file.file.resume();
    throw badRequest(`${field}: the file must be sent in a field named "${field}", not ${JSON.stringify(file.fieldname.slice(0, 50))}`);
  }
  try {
    return { file, content: await file.toBuffer() };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(`${field} ${JSON.stringify(file.filename.slice(0, 100))}: larger than the limit of ${Math.round((o.maxBytes / MB) * 10) / 10} MB`);
    }
    throw badRequest(`${field}: the upload was interrupted`);
  }
}
