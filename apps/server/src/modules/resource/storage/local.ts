import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStore } from './store.js';

/** Files on the local disk under `root` (DATA_DIR/files by default). */
export class LocalStore implements FileStore {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('storage key escapes the storage folder');
    return path;
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // write then rename: a reader never sees a half-written file
    const tmp = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(tmp, body, { flag: 'wx', mode: 0o640 });
    await rename(tmp, path);
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
