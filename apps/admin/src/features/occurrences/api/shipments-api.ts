import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  occurrencePath,
  STAFF_TOKEN_HEADER,
  ZShipmentsImportResponse,
  ZShipmentsPreviewResponse,
  type TOccurrenceParams,
  type TShipmentsImportRequest,
} from '@sankalp/contract';
import { config } from '../../../config.ts';
import { currentApiLanguage } from '../../../lib/i18n.ts';
import { ApiError, adminRequest } from '../../../lib/request.ts';
import { getStaffToken } from '../../../lib/staff-session.ts';

/**
 * Downloads the occurrence's prasad shipments CSV (decision 183). A plain link cannot send the
 * staff token header, so the file is fetched and handed to the browser under the server's name.
 */
export async function downloadShipmentsCsv(key: TOccurrenceParams): Promise<void> {
  const token = getStaffToken();
  const headers: Record<string, string> = { 'Accept-Language': currentApiLanguage() };
  if (token) headers[STAFF_TOKEN_HEADER] = token;
  const res = await fetch(`${config.adminApiBase}${occurrencePath('shipmentsCsv', key)}`, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, body.code ?? 'HTTP_ERROR', body.message ?? String(res.status));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'prasad-shipments.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

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
