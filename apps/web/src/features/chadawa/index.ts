export { useOfferingListInfinite, useOfferingPage } from './api/get-offering-list.ts';
export { useOffering } from './api/get-offering.ts';
