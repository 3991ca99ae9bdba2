import { useMutation, useQueryClient } from '@tanstack/react-query';
import { occurrencePath, ZShipmentsImportResponse, ZShipmentsPreviewResponse, type TOccurrenceParams, type TShipmentsImportRequest } from '@sankalp/contract';
import { adminDownload, adminRequest } from '../../../lib/request.ts';

/** Downloads the occurrence's prasad shipments CSV (decision 183). */
export const downloadShipmentsCsv = (key: TOccurrenceParams) => adminDownload(occurrencePath('shipmentsCsv', key), 'prasad-shipments.csv');

/** The file's rows checked by the server; nothing is written. Errors are shown beside the picker. */
export function useShipmentsPreview(key: TOccurrenceParams) {
  return useMutation({
    meta: { toast: false },
    mutationFn: (csv: string) => adminRequest(occurrencePath('shipmentsPreview', key), { method: 'POST', schema: ZShipmentsPreviewResponse, body: { csv } }),
  });
}

/**
 * Applies the valid rows. The same batchId (one per file chosen) is sent again on a retry, so a
 * second press after a lost answer gets the first result instead of shipping twice. The orders and
 * the occurrence page are refetched afterwards.
 */
export function useShipmentsImport(key: TOccurrenceParams) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { toast: false },
    mutationFn: (body: TShipmentsImportRequest) =>
      adminRequest(occurrencePath('shipmentsImport', key), { method: 'POST', schema: ZShipmentsImportResponse, body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['orders'] }), queryClient.invalidateQueries({ queryKey: ['occurrences'] })]),
  });
}
