export * from './temple.ts';
export * from './list-temples.ts';
export * from './get-temple.ts';
export * from './save-temple.ts';
export * from './archive-temple.ts';
