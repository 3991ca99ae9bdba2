/**
 * Values the contract also defines, repeated here because importing the contract's index at
 * runtime pulls every schema (and zod) into whichever chunk imports it. The request test checks
 * they stay equal to the contract's.
 */
export const ACCESS_TOKEN_HEADER_NAME = 'X-Access-Token';
