export * from './paths.ts';
export * from './batch.ts';
