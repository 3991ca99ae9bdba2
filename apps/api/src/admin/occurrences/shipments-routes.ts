import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OCCURRENCE_PATHS,
  SHIPMENTS_CSV_LIMITS,
  ZErrorResponse,
  ZOccurrenceParams,
  ZShipmentsImportRequest,
  ZShipmentsImportResponse,
  ZShipmentsPreviewRequest,
  ZShipmentsPreviewResponse,
  type Language,
  type TShipmentSkip,
} from '@sankalp/contract';
import { csvFileName } from '../../lib/csv-file-name.ts';
import { localize } from '../../lib/messages.ts';
import { signedInStaff } from '../core/staff-auth.ts';
import { occurrenceEvent } from './occurrence-key.ts';
import { checkShipments } from './shipments-check.ts';
import { shipmentsCsv, shipmentsToMake } from './shipments-csv.ts';
import { readShipmentsFile } from './shipments-file.ts';
import { importShipments } from './shipments-import.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 413: ZErrorResponse };

/**
 * The console's API allows 64 KB bodies; a shipments file may be 1 MB of CSV, sent as JSON text
 * (quotes and line breaks escaped), so these two routes take up to 3 MB. The file's own limit
 * (SHIPMENTS_CSV_LIMITS) answers first with a message that says what to do.
 */
const SHIPMENTS_BODY_LIMIT = 3 * SHIPMENTS_CSV_LIMITS.maxBytes;

const localized = (skips: TShipmentSkip[], language: Language) => skips.map((s) => ({ ...s, reason: localize(s.reason, language) }));

/** Prasad in bulk (issue 19 part 5, decision 183): the courier's bulk CSV out, its AWBs back in. */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OCCURRENCE_PATHS.shipmentsCsv,
    {
      config: { permission: 'orders.fulfil' },
      // No response schema: the answer is CSV text (errors are answered by the error handler).
      schema: { tags: ['admin'], summary: 'Prasad shipments to make, as Shiprocket’s bulk order CSV', params: ZOccurrenceParams },
    },
    async (req, reply) => {
      const event = await occurrenceEvent(app.db, signedInStaff(req), req.params);
      const list = await shipmentsToMake(app.db, req.params);
      const parcel = { weightKg: app.config.PRASAD_PARCEL_WEIGHT_KG, cm: app.config.PRASAD_PARCEL_CM };
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('prasad-shipments', event.nameEn, req.params.date)}"`)
        .header('x-shipments-count', String(list.length))
        .send(shipmentsCsv(list, parcel, { eventNameEn: event.nameEn, date: req.params.date }));
    },
  );

  app.post(
    OCCURRENCE_PATHS.shipmentsPreview,
    {
      config: { permission: 'orders.fulfil' },
      bodyLimit: SHIPMENTS_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Check a shipments CSV row by row (nothing written)',
        params: ZOccurrenceParams,
        body: ZShipmentsPreviewRequest,
        response: { 200: ZShipmentsPreviewResponse, ...errors },
      },
    },
    async (req) => {
      const staff = signedInStaff(req);
      await occurrenceEvent(app.db, staff, req.params);
      const checks = await checkShipments(app.db, staff, req.params, readShipmentsFile(req.body.csv));
      const rows = checks.map(({ problem, ...row }) => ({
        ...row,
        ok: !problem,
        code: problem?.code ?? null,
        reason: problem ? localize(problem.message, req.language) : null,
      }));
      const valid = rows.filter((r) => r.ok).length;
      return { data: { rows, valid, invalid: rows.length - valid } };
    },
  );

  app.post(
    OCCURRENCE_PATHS.shipmentsImport,
    {
      config: { permission: 'orders.fulfil' },
      bodyLimit: SHIPMENTS_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Ship the valid rows of a shipments CSV (idempotent by batchId)',
        params: ZOccurrenceParams,
        body: ZShipmentsImportRequest,
        response: { 200: ZShipmentsImportResponse, ...errors },
      },
    },
    async (req) => {
      const result = await importShipments({ db: app.db, log: req.log }, signedInStaff(req), req.params, req.body);
      return { data: { ...result, skipped: localized(result.skipped, req.language), failed: localized(result.failed, req.language) } };
    },
  );
};
