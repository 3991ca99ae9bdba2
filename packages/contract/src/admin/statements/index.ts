export * from './statement-messages.ts';
export * from './statement.ts';
export * from './reconciliation.ts';
