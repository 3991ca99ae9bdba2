import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { CART_DOCUMENTED_PATH, CART_PATH, ZErrorResponse, ZGetCartResponse, ZLoginRequired, ZUpdateCartRequest, ZUpdateCartResponse } from '@sankalp/contract';
import { requireSignIn, signedInUser } from '../../plugins/auth.ts';
import { getCart } from './get-cart.ts';
import { updateCart } from './update-cart.ts';

/**
 * The spec's path ends in a slash (`/cart/`), which the site calls and OpenAPI tools flag: the
 * document names the same routes without it, and hides the spec's (decision 240).
 */
const CART_PATHS = [CART_DOCUMENTED_PATH, CART_PATH] as const;

/** The caller's own cart; the token says whose, so there is no cart id to guess. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  const answers = <T>(ok: T) => ({ 200: ok, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse });

  for (const url of CART_PATHS) {
    const hide = url === CART_PATH;
    // showModal answer first: an empty cart is `data: null` too, and would otherwise lose the flag.
    app.get(
      url,
      { schema: { hide, tags: ['cart'], summary: 'The caller’s cart, priced', response: answers(z.union([ZLoginRequired, ZGetCartResponse])) } },
      async (req) => ({ data: await getCart(app.db, signedInUser(req).userId, req.language) }),
    );

    app.post(
      url,
      {
        schema: {
          hide,
          tags: ['cart'],
          summary: 'Set the quantity of one cart line (0 removes)',
          body: ZUpdateCartRequest,
          response: answers(z.union([ZUpdateCartResponse, ZLoginRequired])),
        },
      },
      async (req) => ({ data: await updateCart(app.db, signedInUser(req).userId, req.body, req.language) }),
    );
  }
};
