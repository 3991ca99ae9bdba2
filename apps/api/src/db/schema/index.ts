export * from './event.ts';
export * from './bookable.ts';
export * from './content.ts';
export * from './account.ts';
export * from './commerce.ts';
export * from './simulated-provider.ts';
