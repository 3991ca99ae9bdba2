export { usePujaListInfinite, usePujaPage } from './api/get-puja-list.ts';
export { usePuja } from './api/get-puja.ts';
export { pujaListQuery, pujaPageQuery } from './api/get-puja-list.ts';
export { pujaQuery } from './api/get-puja.ts';
