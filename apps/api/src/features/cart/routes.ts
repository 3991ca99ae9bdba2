import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Issue 3: routes of the cart feature go here.
export const cartRoutes: FastifyPluginAsyncZod = async () => {};
