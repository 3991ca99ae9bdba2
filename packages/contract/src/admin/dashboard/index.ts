export * from './get-dashboard.ts';
