import multipart from '@fastify/multipart';
import { MemoryLocker } from '@tus/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  MEDIA_IMAGES_PATH,
  MEDIA_LIMITS_PATH,
  MEDIA_VIDEO_BY_UPLOAD_PATH,
  ZErrorResponse,
  ZMediaImageResponse,
  ZMediaLimitsResponse,
  ZMediaVideoResponse,
} from '@sankalp/contract';
import { mediaFiles } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { MEDIA_MESSAGES } from '../../lib/messages/media.ts';
import { createMediaStorage } from '../../media/storage.ts';
import { OTHER_TEMPLE_MESSAGE, templeScope } from '../core/permissions.ts';
import { signedInStaff } from '../core/staff-auth.ts';
import { uploadImage } from './upload-image.ts';
import { PgUploadLocker } from './upload-locker.ts';
import { createVideoTusServer, rememberTusCaller } from './video-uploads.ts';

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const CLEANUP_INTERVAL_MS = 6 * 3600 * 1000;

/** tus sends its data as this type; the route leaves the stream for tus to read. */
const TUS_BODY_TYPE = 'application/offset+octet-stream';

/** Catalogue images (one multipart POST) and puja videos (tus, resumable). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const storage = createMediaStorage(config);
  const imageLimit = config.MEDIA_IMAGE_MAX_BYTES;

  // Registered in this plugin only: the rest of the API keeps its 64 KB JSON bodies.
  await app.register(multipart, { limits: { fileSize: imageLimit, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

  // Whoever may upload an image or a video reads the limits (every staff role: temple staff upload videos).
  app.get(
    MEDIA_LIMITS_PATH,
    {
      config: { permission: 'temples.read' },
      schema: {
        tags: ['admin'],
        summary: 'The upload limits (image bytes and pixels, video bytes)',
        response: { 200: ZMediaLimitsResponse, 401: ZErrorResponse },
      },
    },
    async () => ({
      data: { imageMaxBytes: imageLimit, imageMaxPixels: config.MEDIA_IMAGE_MAX_PIXELS, videoMaxBytes: config.MEDIA_VIDEO_MAX_BYTES },
    }),
  );

  app.post(
    MEDIA_IMAGES_PATH,
    {
      config: {
        permission: 'catalogue.write',
        // Read by @fastify/multipart in the handler, so described here rather than validated.
        openapi: {
          body: {
            mediaType: 'multipart/form-data',
            schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or AVIF' } } },
          },
        },
      },
      bodyLimit: imageLimit + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Upload a catalogue image (multipart, field "file"); stored as WebP at 360/720/1080/1600 px',
        response: { 200: ZMediaImageResponse, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 413: ZErrorResponse },
      },
    },
    async (req) => {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > imageLimit + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
      if (!req.isMultipart()) throw badRequest(MEDIA_MESSAGES.noFile);
      const file = await req.file();
      if (!file) throw badRequest(MEDIA_MESSAGES.noFile);
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      // toBuffer looks at `truncated` only as chunks arrive: when the bytes over the limit come in a
      // chunk of their own after the rest was read, busboy drops them, flags the file and toBuffer
      // returns the file cut at the limit. The flag is final once the file has ended.
      if (file.file.truncated) throw tooLarge();
      const image = await uploadImage(db, storage, signedInStaff(req), { data, originalName: file.filename }, config.MEDIA_IMAGE_MAX_PIXELS);
      return { data: image };
    },
  );

  // PostgreSQL: one lock per upload for all processes, so chunks need no sticky routing (decision 250).
  const locker = app.sessionClient ? new PgUploadLocker(app.sessionClient) : new MemoryLocker();
  if (locker instanceof PgUploadLocker) app.addHook('onClose', () => locker.close());
  const tus = createVideoTusServer(config, db, storage, locker, app.log);
  // Abandoned uploads (a week old, never finished) are deleted by whichever process gets there
  // first; deleting twice is harmless. unref: the timer never keeps the process alive.
  const cleanup = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.error({ err: error }, 'removing abandoned video uploads failed'));
  }, CLEANUP_INTERVAL_MS).unref();
  app.addHook('onClose', () => clearInterval(cleanup));
  // tus reads the raw stream itself: no body parser may consume it first.
  app.addContentTypeParser(TUS_BODY_TYPE, (_request, _payload, done) => done(null));
  // Not GET: tus would serve the bytes of an upload in progress; finished videos are read at /media/videos/.
  // Not OPTIONS: the console is on the same origin (no CORS preflight), and tus's OPTIONS answer never ended under Fastify.
  for (const url of ['/media/videos/', '/media/videos/:uploadId']) {
    app.route({
      method: ['POST', 'PATCH', 'HEAD', 'DELETE'],
      url,
      config: { permission: 'orders.fulfil' },
      schema: { hide: true },
      handler: async (req, reply) => {
        rememberTusCaller(req.raw, { staff: signedInStaff(req), language: req.language });
        // tus answers on the raw response: it gets the headers set so far (the security headers) itself.
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
        reply.hijack();
        await tus.handle(req.raw, reply.raw);
      },
    });
  }

  app.get(
    MEDIA_VIDEO_BY_UPLOAD_PATH,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['admin'],
        summary: 'The video a finished resumable upload became',
        params: z.object({ uploadId: z.string().uuid() }),
        response: { 200: ZMediaVideoResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req) => {
      const [row] = await db
        .select({ id: mediaFiles.id, key: mediaFiles.key, templeId: mediaFiles.templeId })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.id, req.params.uploadId), eq(mediaFiles.kind, 'VIDEO')));
      if (!row) throw notFound(MEDIA_MESSAGES.uploadNotFound);
      // Temple staff see only their temples' videos; one uploaded for no temple is not theirs.
      const scope = templeScope(signedInStaff(req));
      if (scope && !(row.templeId && scope.includes(row.templeId))) throw new AppError('OTHER_TEMPLE', 403, OTHER_TEMPLE_MESSAGE);
      return { data: { id: row.id, url: storage.url(row.key) } };
    },
  );
};

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, MEDIA_MESSAGES.imageTooLarge);
