import { useQuery } from '@tanstack/react-query';
import { SANKALP_CSV_PATH, SANKALP_EVENTS_PATH, SANKALP_PATH, ZSankalpEventsResponse, ZSankalpListResponse, type Language } from '@sankalp/contract';
import { adminDownload, adminRequest } from '../../../lib/request.ts';

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

/** Downloads the sankalp list as CSV, in the language chosen. */
export const downloadSankalpCsv = (choice: SankalpChoice) => adminDownload(SANKALP_CSV_PATH, 'sankalp.csv', choice);
