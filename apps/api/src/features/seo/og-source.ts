import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import { MEDIA_URL_PREFIX, type MediaStorage } from '../../media/storage.ts';

/** An uploaded image's URL names one of its widths: `…/images/<id>-<width>.webp`. */
const UPLOADED_IMAGE = /^images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+\.webp$/i;

/** Files the built site ships (seeded catalogue images): a plain path below /images/, nothing climbing out. */
const SITE_IMAGE = /^\/images\/[A-Za-z0-9._/-]+$/;

export type OgSourceDeps = { db: Db; storage: MediaStorage; config: Pick<Config, 'WEB_DIST_DIR' | 'MEDIA_S3_PUBLIC_URL'> };

/**
 * The bytes behind an event image URL, read from where this server keeps them: the built site's
 * files or uploaded media (local or S3; always the largest width, which media_files records).
 * null for anything else: a remote URL is never fetched (a preview request must not make this
 * server call arbitrary hosts). A missing file throws, like any read error.
 */
export async function readOgSource(deps: OgSourceDeps, url: string): Promise<Buffer | null> {
  const mediaKey = uploadedKey(url, deps.config.MEDIA_S3_PUBLIC_URL);
  if (mediaKey) {
    const id = UPLOADED_IMAGE.exec(mediaKey)![1]!.toLowerCase();
    const [row] = await deps.db
      .select({ key: mediaFiles.key })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.id, id), eq(mediaFiles.kind, 'IMAGE')))
      .limit(1);
    return buffer(await deps.storage.get(row?.key ?? mediaKey));
  }
  if (SITE_IMAGE.test(url) && !url.includes('..')) return readFile(path.join(deps.config.WEB_DIST_DIR, url));
  return null;
}

/** The storage key of an uploaded image URL (local /media/… or the bucket's public URL), else null. */
function uploadedKey(url: string, s3PublicUrl: string | undefined): string | null {
  const prefixes = [MEDIA_URL_PREFIX, ...(s3PublicUrl ? [`${s3PublicUrl}/`] : [])];
  const prefix = prefixes.find((p) => url.startsWith(p));
  const key = prefix ? url.slice(prefix.length) : null;
  return key && UPLOADED_IMAGE.test(key) ? key : null;
}
