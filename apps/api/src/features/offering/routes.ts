import { API_PATHS, ZGetOfferingListResponse, ZGetOfferingResponse } from '@sankalp/contract';
import { eventRoutes } from '../event/event-routes.ts';

/** Chadawa events; the API calls them offerings (spec §7). */
export const offeringRoutes = eventRoutes({
  kind: 'OFFERING',
  tag: 'offering',
  noun: 'chadawa',
  paths: { list: API_PATHS.offeringList, byName: API_PATHS.offeringByName, byId: API_PATHS.offeringById },
  listField: 'offeringList',
  listResponse: ZGetOfferingListResponse,
  detailResponse: ZGetOfferingResponse,
});
