import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZOrderActionParams } from '@sankalp/contract';
import { orders } from '../../db/schema/index.ts';
import { assertTempleAccess } from '../core/permissions.ts';
import { signedInStaff } from '../core/staff-auth.ts';
import { orderNotFound } from '../../features/order/order-status.ts';

/** Test aid, registered only outside production: see dev-routes' use in the browser tests. */
export const OCCURRENCE_DUE_PATH = '/dev/orders/:orderId/due';

/**
 * Moves an order's puja time to a minute ago, so browser tests, running the server in another
 * process, can book a puja while it sells and then fulfil it (performed is allowed only from its
 * scheduled time). The order then belongs to today's occurrence (IST) of its event.
 */
export const occurrenceDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    OCCURRENCE_DUE_PATH,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['dev'],
        summary: 'Move an order’s puja time to a minute ago (not in production)',
        params: ZOrderActionParams,
        response: { 200: z.object({ data: z.object({ date: z.string() }) }), 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req) => {
      const [order] = await app.db.select({ templeId: orders.templeId }).from(orders).where(eq(orders.id, req.params.orderId));
      if (!order) throw orderNotFound();
      assertTempleAccess(signedInStaff(req), order.templeId);
      const [moved] = await app.db
        .update(orders)
        .set({ eventDateTime: sql`now() - interval '1 minute'` })
        .where(eq(orders.id, req.params.orderId))
        .returning({ at: orders.eventDateTime });
      return { data: { date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(moved!.at) } };
    },
  );
};
