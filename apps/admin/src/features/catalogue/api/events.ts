import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUDIT_PATH,
  CATALOGUE_EVENT_PATH,
  CATALOGUE_EVENTS_PATH,
  CATALOGUE_TEMPLES_PATH,
  ZAuditResponse,
  ZCatalogueEventListResponse,
  ZCatalogueEventResponse,
  ZCatalogueOkResponse,
  ZCatalogueTemplesResponse,
  type TCatalogueEventInput,
  type TCatalogueEventListQuery,
} from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

const eventPath = (id: string) => CATALOGUE_EVENT_PATH.replace(':id', encodeURIComponent(id));
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (query: TCatalogueEventListQuery) => ['catalogue', 'events', query] as const,
  event: (id: string) => ['catalogue', 'event', id] as const,
  audit: (id: string) => ['catalogue', 'audit', id] as const,
  temples: ['catalogue', 'temples'] as const,
};

export function useEventList(query: TCatalogueEventListQuery) {
  return useQuery({
    queryKey: catalogueKeys.list(query),
    queryFn: ({ signal }) => adminRequest(CATALOGUE_EVENTS_PATH, { schema: ZCatalogueEventListResponse, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEvent(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.event(id ?? ''),
    queryFn: ({ signal }) => adminRequest(eventPath(id!), { schema: ZCatalogueEventResponse, signal }),
    enabled: !!id,
  });
}

export function useTemples() {
  return useQuery({
    queryKey: catalogueKeys.temples,
    queryFn: ({ signal }) => adminRequest(CATALOGUE_TEMPLES_PATH, { schema: ZCatalogueTemplesResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The entry's audit log (GET /audit/event/:id); only roles with audit.read see it. */
export function useEventAudit(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.audit(id ?? ''),
    queryFn: ({ signal }) =>
      adminRequest(AUDIT_PATH.replace(':entityType', 'event').replace(':entityId', encodeURIComponent(id!)), { schema: ZAuditResponse, signal }),
    enabled: !!id,
    retry: false,
  });
}

/** Create (no id) or replace (id) the whole event; the answer is the saved event. */
export function useSaveEvent(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCatalogueEventInput) =>
      id
        ? adminRequest(eventPath(id), { method: 'PUT', body: input, schema: ZCatalogueEventResponse })
        : adminRequest(CATALOGUE_EVENTS_PATH, { method: 'POST', body: input, schema: ZCatalogueEventResponse }),
    onSuccess: (event) => {
      queryClient.setQueryData(catalogueKeys.event(event.id), event);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}

export type EventAction = 'publish' | 'unpublish' | 'archive';

export function useEventAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EventAction) => adminRequest(`${eventPath(id)}/${action}`, { method: 'POST', schema: ZCatalogueEventResponse }),
    onSuccess: (event) => {
      queryClient.setQueryData(catalogueKeys.event(event.id), event);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}

export function useDeleteEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest(eventPath(id), { method: 'DELETE', schema: ZCatalogueOkResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
