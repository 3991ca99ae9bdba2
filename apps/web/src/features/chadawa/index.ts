export { useOfferingListInfinite, useOfferingPage } from './api/get-offering-list.ts';
export { useOffering } from './api/get-offering.ts';
export { offeringListQuery, offeringPageQuery } from './api/get-offering-list.ts';
export { offeringQuery } from './api/get-offering.ts';
