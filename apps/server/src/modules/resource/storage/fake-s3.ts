import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny in-process S3 stand-in for tests: path-style PUT/GET/DELETE of objects, nothing else. */
export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Authorization headers seen, to check the client signs its requests. */
  authorizations: string[];
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const authorizations: string[] = [];
  const server: Server = createServer(async (req, res) => {
    authorizations.push(String(req.headers.authorization ?? ''));
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchBucket', 'The specified bucket does not exist'));
      return;
    }
    const key = path.slice(prefix.length);
    if (req.method === 'PUT') {
      objects.set(key, { body: await readBody(req), contentType: req.headers['content-type'] });
      res.writeHead(200, { etag: '"fake"' }).end();
    } else if (req.method === 'GET') {
      const o = objects.get(key);
      if (!o) {
        res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey', 'The specified key does not exist.'));
        return;
      }
      res.writeHead(200, { 'content-type': o.contentType ?? 'application/octet-stream', 'content-length': o.body.length, etag: '"fake"' }).end(o.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, objects, authorizations, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
