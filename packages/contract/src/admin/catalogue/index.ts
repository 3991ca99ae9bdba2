export * from './text.ts';
export * from './event.ts';
export * from './content.ts';
