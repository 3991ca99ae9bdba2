import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OCCURRENCE_PATHS,
  ZBatchPerformedRequest,
  ZBatchResultResponse,
  ZErrorResponse,
  ZGroupVideoRequest,
  ZOccurrenceOrderParams,
  ZOccurrenceParams,
  ZOccurrenceResponse,
  ZOrderActionResponse,
  ZPersonalClipRequest,
} from '@sankalp/contract';
import { createMediaStorage } from '../../media/storage.ts';
import { signedInStaff } from '../core/staff-auth.ts';
import { batchPerformed } from './batch-performed.ts';
import { getOccurrence } from './get-occurrence.ts';
import { attachGroupVideo, attachPersonalClip, replaceGroupVideo } from './group-video.ts';
import { occurrenceDevRoutes } from './dev-routes.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse };

/** The occurrence: one event on one date, fulfilled as a whole (issue 19, decision 180). */
export const occurrenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createMediaStorage(app.config);
  const deps = (language: 'english' | 'hindi') => ({ db: app.db, log: app.log, language, storage });
  if (app.config.NODE_ENV !== 'production') await app.register(occurrenceDevRoutes);

  app.get(
    OCCURRENCE_PATHS.detail,
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['admin'],
        summary: 'An occurrence: counts, messages, latest batches and every order',
        params: ZOccurrenceParams,
        response: { 200: ZOccurrenceResponse, ...errors },
      },
    },
    async (req) => ({ data: await getOccurrence(app.db, storage, signedInStaff(req), req.params, req.language) }),
  );

  app.post(
    OCCURRENCE_PATHS.performed,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['admin'],
        summary: 'Mark every paid order of the occurrence performed (retry with the same batchId is safe)',
        params: ZOccurrenceParams,
        body: ZBatchPerformedRequest,
        response: { 200: ZBatchResultResponse, ...errors },
      },
    },
    async (req) => ({ data: await batchPerformed(deps(req.language), signedInStaff(req), req.params, req.body) }),
  );

  app.post(
    OCCURRENCE_PATHS.groupVideo,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['admin'],
        summary: 'Attach the group video to every performed order without a video (retry with the same batchId is safe)',
        params: ZOccurrenceParams,
        body: ZGroupVideoRequest,
        response: { 200: ZBatchResultResponse, ...errors },
      },
    },
    async (req) => ({ data: await attachGroupVideo(deps(req.language), signedInStaff(req), req.params, req.body) }),
  );

  app.post(
    OCCURRENCE_PATHS.groupVideoReplace,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['admin'],
        summary: 'Replace the group video on every order that plays it (retry with the same batchId is safe)',
        params: ZOccurrenceParams,
        body: ZGroupVideoRequest,
        response: { 200: ZBatchResultResponse, ...errors },
      },
    },
    async (req) => ({ data: await replaceGroupVideo(deps(req.language), signedInStaff(req), req.params, req.body) }),
  );

  app.post(
    OCCURRENCE_PATHS.personalClip,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['admin'],
        summary: 'Attach a personal clip to one order (replaces the group video for it)',
        params: ZOccurrenceOrderParams,
        body: ZPersonalClipRequest,
        response: { 200: ZOrderActionResponse, ...errors },
      },
    },
    async (req) => ({ data: await attachPersonalClip(deps(req.language), signedInStaff(req), req.params, req.body) }),
  );
};
