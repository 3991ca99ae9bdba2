export { useVisibility } from './api/get-visibility.ts';
