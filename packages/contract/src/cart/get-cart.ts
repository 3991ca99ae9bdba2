import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZCart } from './cart.ts';

/** GET /cart/ (sign-in needed): the caller's cart, or `data: null` when there is none. */
export const ZGetCartResponse = envelope(z.nullable(ZCart));
export type TGetCartResponse = z.infer<typeof ZGetCartResponse>;
