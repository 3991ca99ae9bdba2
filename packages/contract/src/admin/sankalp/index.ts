export * from './sankalp-list.ts';
