export { usePujaListInfinite, usePujaPage } from './api/get-puja-list.ts';
export { usePuja } from './api/get-puja.ts';
