import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, MEDIA_URL_PREFIX, type MediaStorage } from './storage.ts';

/**
 * Media on the local disk (the default): one folder, served by this process at /media/. With
 * several API processes the folder must be shared (a network volume) or S3 used instead.
 */
export class LocalDiskStorage implements MediaStorage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  /** Written under a temporary name and renamed, so a reader never sees half a file. */
  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body);
      else await pipeline(body, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  /** Moves a file already on this disk (a finished tus upload) under `key` without copying it. */
  async adopt(sourcePath: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(sourcePath, target);
  }

  get(key: string): Promise<Readable> {
    return Promise.resolve(createReadStream(this.pathOf(key)));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    assertSafeKey(key);
    return `${MEDIA_URL_PREFIX}${key}`;
  }
}
