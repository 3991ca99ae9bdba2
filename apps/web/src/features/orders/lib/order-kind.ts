import type { TEventKind } from '@sankalp/contract';

/**
 * The i18next context of an order's texts (issue 21): a chadawa is offered, a puja performed, so
 * `key_offering` holds a chadawa's words and `key` a puja's (the spec's own texts stay the puja's).
 */
export const kindContext = (type: TEventKind) => (type === 'OFFERING' ? 'offering' : undefined);
