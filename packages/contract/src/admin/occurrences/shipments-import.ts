import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZBatchKey, ZBatchResult, ZBatchSkip } from './batch.ts';

/**
 * POST OCCURRENCE_PATHS.shipmentsImport — the same check as the preview, then every valid row
 * shipped through the single "ship prasad" action (decision 183). `batchId` is the client's key
 * (a UUID per press of Apply): the same key with the same file answers the first result and
 * changes nothing; with another file it is refused.
 */
export const ZShipmentsImportRequest = z.object({ batchId: ZBatchKey, csv: z.string() });
export type TShipmentsImportRequest = z.infer<typeof ZShipmentsImportRequest>;

/** A batch skip or failure with the file's row it came from (header = row 1). */
export const ZShipmentSkip = z.extend(ZBatchSkip, { row: z.int() });
export type TShipmentSkip = z.infer<typeof ZShipmentSkip>;

/** The batch result (done / skipped / failed), each skip and failure naming its row. */
export const ZShipmentsImportResult = z.extend(ZBatchResult, { skipped: z.array(ZShipmentSkip), failed: z.array(ZShipmentSkip) });
export type TShipmentsImportResult = z.infer<typeof ZShipmentsImportResult>;
export const ZShipmentsImportResponse = envelope(ZShipmentsImportResult);
export type TShipmentsImportResponse = z.infer<typeof ZShipmentsImportResponse>;
