export { useVisibility } from './api/get-visibility.ts';
export { visibilityQuery } from './api/get-visibility.ts';
