import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { startFakeS3, type FakeS3 } from './fake-s3.js';
import { S3Store } from './s3.js';
import { LocalStore } from './local.js';

describe('S3 store against an in-process fake S3 server', () => {
  let fake: FakeS3;
  let store: S3Store;
  beforeAll(async () => {
    fake = await startFakeS3('hr-files');
    store = new S3Store({ endpoint: fake.endpoint, bucket: 'hr-files', accessKey: 'AKTEST', secretKey: 'secret-test-key', region: 'us-east-1' });
  });
  afterAll(async () => {
    store?.destroy();
    await fake?.close();
  });

  it('puts an object, signs the request and reads the same bytes back', async () => {
    await store.put('upload/20260101/abc.txt', Buffer.from('hello files'), 'text/plain');
    expect(fake.objects.get('upload/20260101/abc.txt')?.body.toString()).toBe('hello files');
    expect(fake.objects.get('upload/20260101/abc.txt')?.contentType).toBe('text/plain');
    expect(fake.authorizations[0]).toMatch(/^AWS4-HMAC-SHA256 Credential=AKTEST\//);
    const back = await store.get('upload/20260101/abc.txt');
    expect(await text(back!)).toBe('hello files');
  });

  it('answers null for a missing object and removes objects', async () => {
    expect(await store.get('upload/none.txt')).toBeNull();
    await store.remove('upload/20260101/abc.txt');
    expect(fake.objects.has('upload/20260101/abc.txt')).toBe(false);
  });

  it('refuses keys it would never generate', async () => {
    await expect(store.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
  });
});

describe('local store', () => {
  it('writes under its folder only and reads back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hr-files-'));
    try {
      const store = new LocalStore(dir);
      await store.put('upload/20260101/abc.txt', Buffer.from('on disk'), 'text/plain');
      expect(await text((await store.get('upload/20260101/abc.txt'))!)).toBe('on disk');
      expect(await readdir(join(dir, 'upload/20260101'))).toEqual(['abc.txt']);
      expect(await store.get('upload/20260101/missing.txt')).toBeNull();
      for (const bad of ['../x.txt', '/etc/passwd', 'a/../../x', 'A/B.txt', 'a//b']) {
        await expect(store.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
