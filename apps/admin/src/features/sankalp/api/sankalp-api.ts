import { useQuery } from '@tanstack/react-query';
import {
  SANKALP_CSV_PATH,
  SANKALP_EVENTS_PATH,
  SANKALP_PATH,
  STAFF_TOKEN_HEADER,
  ZSankalpEventsResponse,
  ZSankalpListResponse,
  type Language,
} from '@sankalp/contract';
import { config } from '../../../config.ts';
import { ApiError, adminRequest } from '../../../lib/request.ts';
import { getStaffToken } from '../../../lib/staff-session.ts';

export type SankalpChoice = { eventId: string; date: string; language: Language };

export function useSankalpEvents(date: string) {
  return useQuery({
    queryKey: ['sankalp', 'events', date],
    enabled: Boolean(date),
    queryFn: ({ signal }) => adminRequest(SANKALP_EVENTS_PATH, { schema: ZSankalpEventsResponse, query: { date }, signal }),
  });
}

export function useSankalpList(choice: SankalpChoice) {
  return useQuery({
    queryKey: ['sankalp', 'list', choice],
    enabled: Boolean(choice.eventId && choice.date),
    queryFn: ({ signal }) => adminRequest(SANKALP_PATH, { schema: ZSankalpListResponse, query: choice, signal }),
  });
}

/**
 * Downloads the CSV. A plain link cannot send the staff token header, so the file is fetched and
 * handed to the browser as a blob, under the name the server gave it.
 */
export async function downloadSankalpCsv(choice: SankalpChoice): Promise<void> {
  const params = new URLSearchParams(choice);
  const token = getStaffToken();
  const res = await fetch(`${config.adminApiBase}${SANKALP_CSV_PATH}?${params}`, { headers: token ? { [STAFF_TOKEN_HEADER]: token } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, body.code ?? 'HTTP_ERROR', body.message ?? String(res.status));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'sankalp.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
