import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStore } from './store.js';

export interface S3StoreOptions {
  /** Any S3-compatible endpoint (MinIO, Ceph, OSS, COS...); omitted means AWS. */
  endpoint?: string;
  region?: string;
  bucket: string;
  accessKey?: string;
  secretKey?: string;
}

/** The AWS SDK loads with a store's first call, not at boot (it is the heaviest package the server has). */
const sdk = () => import('@aws-sdk/client-s3');

/** Files in an S3-compatible bucket (path-style addressing, so any endpoint works). */
export class S3Store implements FileStore {
  readonly kind = 's3';
  private client: Promise<S3Client> | undefined;
  private readonly bucket: string;

  constructor(private readonly o: S3StoreOptions) {
    this.bucket = o.bucket;
  }

  private connect(): Promise<S3Client> {
    const o = this.o;
    this.client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          endpoint: o.endpoint,
          region: o.region || 'us-east-1',
          forcePathStyle: true,
          credentials: o.accessKey && o.secretKey ? { accessKeyId: o.accessKey, secretAccessKey: o.secretKey } : undefined,
          // third-party S3 stores often reject the newer default checksum trailers
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 2,
        }),
    );
    return this.client;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const [client, { PutObjectCommand }] = await Promise.all([this.connect(), sdk()]);
    await client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
  }

  async get(key: string): Promise<Readable | null> {
    assertSafeKey(key);
    const [client, { GetObjectCommand, S3ServiceException }] = await Promise.all([this.connect(), sdk()]);
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (res.Body as Readable | undefined) ?? null;
    } catch (e) {
      if (e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.$metadata.httpStatusCode === 404)) return null;
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    const [client, { DeleteObjectCommand }] = await Promise.all([this.connect(), sdk()]);
    await client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    void this.client?.then((client) => client.destroy());
  }
}
