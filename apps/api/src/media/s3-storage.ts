import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type MediaStorage, type S3Settings } from './storage.ts';

const YEAR_SECONDS = 31_536_000;

/**
 * Media in an S3-compatible bucket, read by browsers from MEDIA_S3_PUBLIC_URL (a CDN or the
 * bucket's public endpoint). Objects carry their own year-long cache header: a key never changes.
 */
export class S3Storage implements MediaStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(readonly settings: S3Settings) {
    this.client = new S3Client(settings.client);
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: `public, max-age=${YEAR_SECONDS}, immutable`,
      }),
    );
  }

  /** Copies an object already in the bucket (a finished tus upload) under `key`, then removes the source. */
  async adopt(sourceKey: string, key: string, contentType: string): Promise<void> {
    assertSafeKey(key);
    const bucket = this.settings.bucket;
    await this.client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: key,
        CopySource: `${bucket}/${encodeURIComponent(sourceKey)}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
        CacheControl: `public, max-age=${YEAR_SECONDS}, immutable`,
      }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: sourceKey }));
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    return answer.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  url(key: string): string {
    assertSafeKey(key);
    return `${this.settings.publicUrl}/${key}`;
  }
}
