import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Issue 3: routes of the order feature go here.
export const orderRoutes: FastifyPluginAsyncZod = async () => {};
