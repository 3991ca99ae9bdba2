import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Issue 3: routes of the payment feature go here.
export const paymentRoutes: FastifyPluginAsyncZod = async () => {};
