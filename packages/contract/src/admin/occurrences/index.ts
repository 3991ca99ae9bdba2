export * from './paths.ts';
export * from './batch.ts';
export * from './reading.ts';
export * from './reading-events.ts';
