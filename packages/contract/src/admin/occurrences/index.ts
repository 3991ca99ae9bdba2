export * from './paths.ts';
export * from './batch.ts';
export * from './batch-actions.ts';
export * from './get-occurrence.ts';
export * from './reading.ts';
export * from './reading-events.ts';
