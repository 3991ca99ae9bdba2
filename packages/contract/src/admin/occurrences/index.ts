export * from './paths.ts';
export * from './batch.ts';
export * from './shipments-csv.ts';
export * from './shipments-preview.ts';
export * from './shipments-import.ts';
