export * from './order-messages.ts';
export * from './order-filters.ts';
export * from './list-orders.ts';
export * from './get-order.ts';
export * from './add-note.ts';
export * from './order-messages-list.ts';
