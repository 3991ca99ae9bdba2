import { randomUUID } from 'node:crypto';
import type { TMediaImage } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import { storableFileName } from '../../media/file-name.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { processImage } from './process-image.ts';

export const imageKey = (id: string, width: number) => `images/${id}-${width}.webp`;

/**
 * Stores every width of an uploaded image, then records it (row + audit) in one transaction. The
 * files go first: a row never points at a missing file; a failure between leaves only unreferenced
 * files under a fresh id, which nothing links to.
 */
export async function uploadImage(
  db: Db,
  storage: MediaStorage,
  staff: StaffCaller,
  file: { data: Buffer; originalName: string | undefined },
  maxPixels: number,
): Promise<TMediaImage> {
  const variants = await processImage(file.data, maxPixels);
  const id = randomUUID();
  for (const v of variants) await storage.put(imageKey(id, v.width), v.data, 'image/webp');
  const largest = variants[variants.length - 1]!;
  const key = imageKey(id, largest.width);
  const row = {
    id,
    kind: 'IMAGE' as const,
    storage: storage.kind,
    key,
    contentType: 'image/webp',
    bytes: largest.data.length,
    width: largest.width,
    height: largest.height,
    originalName: storableFileName(file.originalName),
    uploadedBy: staff.staffId,
  };
  await db.transaction(async (tx) => {
    await tx.insert(mediaFiles).values(row);
    await recordAudit(tx, staff, { action: 'media.image.upload', entityType: 'media', entityId: id, after: { ...row, widths: variants.map((v) => v.width) } });
  });
  return { id, url: storage.url(key), widths: variants.map((v) => v.width), width: largest.width, height: largest.height };
}
