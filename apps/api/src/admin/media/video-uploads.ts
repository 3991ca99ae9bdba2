import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { Server, type KvStore, type Locker, type Upload } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_API_PREFIX,
  MEDIA_VIDEO_ID_HEADER,
  MEDIA_VIDEO_OCCURRENCE_METADATA,
  MEDIA_VIDEO_ORDER_METADATA,
  MEDIA_VIDEO_TYPES,
  MEDIA_VIDEO_URL_HEADER,
  type Language,
  type TErrorResponse,
  ZOccurrenceParams,
} from '@sankalp/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles, orders } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { localize } from '../../lib/messages.ts';
import { MEDIA_MESSAGES } from '../../lib/messages/media.ts';
import { storableFileName } from '../../media/file-name.ts';
import { LocalDiskStorage } from '../../media/local-disk-storage.ts';
import { S3Storage } from '../../media/s3-storage.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { recordAudit } from '../core/audit.ts';
import { assertTempleAccess, templeScope } from '../core/permissions.ts';
import { ensureOccurrence, occurrenceEvent, type OccurrenceKey } from '../occurrences/occurrence-key.ts';
import type { StaffCaller } from '../core/staff-auth.ts';

/** Where the tus endpoint lives; the upload URL is this plus `/<uploadId>`. */
export const VIDEO_TUS_PATH = `${ADMIN_API_PREFIX}/media/videos`;

const EXTENSIONS: Record<(typeof MEDIA_VIDEO_TYPES)[number], string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };

/** An upload not finished within a week is abandoned: its part is deleted (see scheduleVideoCleanup). */
const ABANDONED_AFTER_MS = 7 * 24 * 3600 * 1000;

/** S3 multipart parts: bigger parts, fewer requests; 8 MiB keeps a 2 GB video under S3's 10 000 parts. */
const S3_PART_BYTES = 8 * 1024 * 1024;

/**
 * S3Store caches each upload's .info object in process memory. With several API processes that
 * copy goes stale (a length declared on another process, an upload finished and removed there) and
 * is never dropped for uploads finished elsewhere: read the bucket every time (decision 250).
 */
const noCache: KvStore<MetadataValue> = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  delete: () => Promise.resolve(),
};

/** Who sent a tus request, set by the Fastify route before it hands the raw request to tus. */
type Caller = { staff: StaffCaller; language: Language };
const callers = new WeakMap<IncomingMessage, Caller>();

export const rememberTusCaller = (raw: IncomingMessage, caller: Caller) => callers.set(raw, caller);

/** tus hooks get a web Request; the Node request behind it carries our caller. */
function callerOf(req: Request): Caller {
  const node = (req as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
  const caller = node && callers.get(node);
  if (!caller) throw new Error('tus request without a remembered caller (the route must call rememberTusCaller)');
  return caller;
}

export const videoKey = (id: string, contentType: string) => `videos/${id}.${EXTENSIONS[contentType as keyof typeof EXTENSIONS] ?? 'mp4'}`;

/**
 * The tus server of puja videos: resumable uploads (a priest's 4G drops, the upload continues from
 * the last byte the server has), up to MEDIA_VIDEO_MAX_BYTES, on local disk or in S3. The upload
 * id is a UUID that becomes the media file's id, so the console can always ask what an upload
 * became (GET /media/videos/by-upload/:uploadId). Every request is a console request: the admin
 * plugin's hook has authenticated it and checked orders.fulfil before tus sees it; the hooks here
 * add the order's temple scope. `locker` serialises the requests on one upload: across all API
 * processes on PostgreSQL (upload-locker.ts), so any process may take any chunk (decision 250).
 */
export function createVideoTusServer(config: Config, db: Db, storage: MediaStorage, locker: Locker, log: FastifyBaseLogger): Server {
  const incomingDir = path.join(config.MEDIA_DIR, 'videos-incoming');
  const datastore =
    storage instanceof S3Storage
      ? new S3Store({
          partSize: S3_PART_BYTES,
          expirationPeriodInMilliseconds: ABANDONED_AFTER_MS,
          cache: noCache,
          s3ClientConfig: { bucket: storage.settings.bucket, ...storage.settings.client },
        })
      : new FileStore({ directory: incomingDir, expirationPeriodInMilliseconds: ABANDONED_AFTER_MS });

  const allowed = ownOrigins(config);
  const server = new Server({
    path: VIDEO_TUS_PATH,
    datastore,
    locker,
    maxSize: config.MEDIA_VIDEO_MAX_BYTES,
    relativeLocation: true,
    exposedHeaders: [MEDIA_VIDEO_ID_HEADER, MEDIA_VIDEO_URL_HEADER],
    // tus answers every other origin with `*` unless told: only our own site may read its answers
    // (the console is served from it, so its own requests need no CORS at all).
    allowedOrigins: (origin) => allowed.includes(origin),
    namingFunction: () => randomUUID(),
    // Resuming an upload of an order of another temple is refused like creating one.
    onIncomingRequest: async (req, uploadId) => {
      if (req.method === 'POST' || req.method === 'OPTIONS' || !uploadId) return;
      const { staff } = callerOf(req);
      if (!templeScope(staff)) return;
      const upload = await server.datastore.getUpload(uploadId).catch(() => null);
      if (!upload) return; // tus answers 404 itself
      await uploadTarget(db, staff, upload.metadata);
    },
    onUploadCreate: async (req, upload) => {
      const { staff } = callerOf(req);
      const type = upload.metadata?.filetype ?? '';
      if (!(MEDIA_VIDEO_TYPES as readonly string[]).includes(type)) throw badRequest(MEDIA_MESSAGES.videoType);
      await uploadTarget(db, staff, upload.metadata);
      return {};
    },
    onUploadFinish: async (req, upload) => {
      const { staff } = callerOf(req);
      const media = await finishUpload(db, storage, datastore, staff, upload);
      return { headers: { [MEDIA_VIDEO_ID_HEADER]: media.id, [MEDIA_VIDEO_URL_HEADER]: media.url } };
    },
    onResponseError: (req, error) => Promise.resolve(errorAnswer(req, error, log)),
  });
  return server;
}

/** The site's own origin (PUBLIC_BASE_URL), when configured. */
const ownOrigins = (config: Config): string[] => (config.PUBLIC_BASE_URL ? [new URL(config.PUBLIC_BASE_URL).origin] : []);

/** What a video is uploaded for (decision 180): one order (a personal clip) or one occurrence (the group video). */
type UploadTarget = { templeId: string } & ({ orderId: string; occurrence?: undefined } | { orderId?: undefined; occurrence: OccurrenceKey });

/**
 * The upload's metadata names exactly one order or one occurrence, which must exist and belong
 * to a temple the caller works for: checked when the upload starts and on every later request.
 */
async function uploadTarget(db: Db, staff: StaffCaller, metadata: Upload['metadata']): Promise<UploadTarget> {
  const orderId = metadata?.[MEDIA_VIDEO_ORDER_METADATA];
  const occurrence = metadata?.[MEDIA_VIDEO_OCCURRENCE_METADATA];
  if (orderId && !occurrence) {
    if (orderId.length > 40) throw badRequest(MEDIA_MESSAGES.videoOrder);
    const [order] = await db.select({ templeId: orders.templeId }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound(MEDIA_MESSAGES.orderNotFound);
    assertTempleAccess(staff, order.templeId);
    return { orderId, templeId: order.templeId };
  }
  const [eventId = '', date = ''] = (occurrence ?? '').split('/');
  const key = ZOccurrenceParams.safeParse({ eventId, date });
  if (orderId || !key.success) throw badRequest(MEDIA_MESSAGES.videoOrder);
  const event = await occurrenceEvent(db, staff, key.data);
  return { occurrence: key.data, templeId: event.templeId };
}

/**
 * Moves the finished upload to its public name, then records it (row + audit together). tus's
 * own bookkeeping of the upload is removed: the video now lives at videos/<id>.<ext>.
 */
async function finishUpload(db: Db, storage: MediaStorage, datastore: FileStore | S3Store, staff: StaffCaller, upload: Upload) {
  const id = upload.id;
  const contentType = upload.metadata?.filetype ?? 'video/mp4';
  const key = videoKey(id, contentType);
  // A request that was asked to let go (decision 250) may have written the last byte and finished it already.
  const [done] = await db.select({ key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.id, id));
  if (done) return { id, url: storage.url(done.key) };
  if (storage instanceof LocalDiskStorage && datastore instanceof FileStore) {
    await storage.adopt(path.join(datastore.directory, id), key);
    await datastore.configstore.delete(id);
  } else if (storage instanceof S3Storage) {
    await storage.adopt(id, key, contentType);
    await storage.client.send(new DeleteObjectCommand({ Bucket: storage.settings.bucket, Key: `${id}.info` }));
  } else {
    throw new Error('video uploads need local or S3 media storage');
  }
  const target = await uploadTarget(db, staff, upload.metadata);
  const occurrence = target.occurrence ? await ensureOccurrence(db, target.occurrence, target.templeId) : null;
  const row = {
    id,
    kind: 'VIDEO' as const,
    storage: storage.kind,
    key,
    contentType,
    bytes: upload.size ?? upload.offset,
    originalName: storableFileName(upload.metadata?.filename ?? undefined),
    uploadedBy: staff.staffId,
    orderId: target.orderId ?? null,
    occurrenceId: occurrence?.id ?? null,
    templeId: target.templeId,
  };
  await db.transaction(async (tx) => {
    await tx.insert(mediaFiles).values(row);
    await recordAudit(tx, staff, { action: 'media.video.upload', entityType: 'media', entityId: id, after: row });
  });
  return { id, url: storage.url(key) };
}

/**
 * Our errors (and tus's 413) in the console's shape and language; tus's other protocol errors as
 * tus wrote them: its 4xx, and its 501 for an extension it does not implement (Upload-Concat).
 */
function errorAnswer(req: Request, error: unknown, log: FastifyBaseLogger): { status_code: number; body: string } | undefined {
  let language: Language = 'english';
  try {
    language = callerOf(req).language;
  } catch {
    // A request that failed before the route remembered it: answer in English.
  }
  const answer = (statusCode: number, code: string, message: string) => {
    const body: TErrorResponse = { statusCode, code, message: localize(message, language) };
    return { status_code: statusCode, body: JSON.stringify(body) };
  };
  if (error instanceof AppError) return answer(error.statusCode, error.code, error.message);
  const status = (error as { status_code?: number }).status_code;
  if (status === 413) return answer(413, 'PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.videoTooLarge);
  if (status && (status < 500 || status === 501)) return undefined;
  // Ours or the store's failure: logged here (tus would only answer it), answered without details.
  log.error({ err: error }, 'video upload failed');
  return answer(500, 'INTERNAL', 'Something went wrong. Please try again.');
}
