import { API_PATHS, ZGetPujaListResponse, ZGetPujaResponse } from '@sankalp/contract';
import { eventRoutes } from '../event/event-routes.ts';

export const pujaRoutes = eventRoutes({
  kind: 'PUJA',
  tag: 'puja',
  noun: 'puja',
  paths: { list: API_PATHS.pujaList, byName: API_PATHS.pujaByName, byId: API_PATHS.pujaById },
  listField: 'pujaList',
  listResponse: ZGetPujaListResponse,
  detailResponse: ZGetPujaResponse,
});
