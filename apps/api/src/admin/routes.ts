import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX } from '@sankalp/contract';
import { staffAuthRoutes } from './auth/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { templeRoutes } from './temples/routes.ts';
import { exceptionRoutes } from './exceptions/routes.ts';
import { fulfilmentRoutes } from './fulfilment/routes.ts';
import { catalogueContentRoutes } from './catalogue/content-routes.ts';
import { catalogueEventRoutes } from './catalogue/event-routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { adminOrderRoutes } from './orders/routes.ts';
import { sankalpRoutes } from './sankalp/routes.ts';
import { occurrenceRoutes } from './occurrences/routes.ts';
import { readingRoutes } from './occurrences/reading-routes.ts';
import { shipmentRoutes } from './occurrences/shipments-routes.ts';
import { statementRoutes } from './statements/routes.ts';
import { reconciliationRoutes } from './reconciliation/routes.ts';
import { personalAnswers } from '../plugins/answer-headers.ts';
import { assertPermission, type Permission } from './core/permissions.ts';
import { authenticateStaff, rememberStaff } from './core/staff-auth.ts';

/** One console route as registered: what the role × endpoint test walks (test/admin/role-matrix.test.ts). */
export type AdminRoute = { method: string; url: string; permission: Permission | null };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under ADMIN_API_PREFIX with the permission it needs (null: sign-in routes). */
    adminRoutes: readonly AdminRoute[];
  }
  interface FastifyContextConfig {
    /** The one permission a console route needs (admin/core/permissions.ts). */
    permission?: Permission;
    /** Console routes open without a staff session: sign-in only. */
    staffPublic?: boolean;
  }
}

/**
 * The operator console's API. Every route states the permission it needs; a route that states
 * none fails the server's start, so no endpoint is ever open by omission. The check runs before
 * validation: a caller without the permission learns nothing about what the body should be.
 */
export async function registerAdminApi(app: FastifyInstance): Promise<void> {
  const registry: AdminRoute[] = [];
  app.decorate('adminRoutes', registry);
  // A route under the console's prefix registered anywhere else would skip the permission hook.
  app.addHook('onRoute', (route) => {
    // The 405 / OPTIONS twins of console routes (allowed-methods.ts) answer before any sign-in, and nothing else.
    if (route.url.startsWith(`${ADMIN_API_PREFIX}/`) && !route.prefix.startsWith(ADMIN_API_PREFIX) && !route.config?.otherMethods)
      throw new Error(`${String(route.method)} ${route.url} is under ${ADMIN_API_PREFIX} but outside the admin plugin: register it in admin/routes.ts`);
  });
  await app.register(
    async (admin) => {
      admin.addHook('onRoute', (route) => {
        const { config } = route;
        if (!config?.permission && !config?.staffPublic) throw new Error(`admin route ${String(route.method)} ${route.url} states no permission`);
        // HEAD twins of GET routes are Fastify's own; the GET stands for both.
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') registry.push({ method, url: route.url, permission: config.permission ?? null });
        }
      });
      // Orders, devotees' names and phones, staff sessions: nothing of the console is kept by a cache.
      personalAnswers(admin);
      admin.addHook('preValidation', async (request) => {
        const { permission } = request.routeOptions.config;
        if (!permission) return;
        const staff = await authenticateStaff(request);
        assertPermission(staff, permission);
        rememberStaff(request, staff);
      });
      await admin.register(staffAuthRoutes);
      await admin.register(auditRoutes);
      await admin.register(mediaRoutes);
      await admin.register(templeRoutes);
      await admin.register(staffRoutes);
      await admin.register(fulfilmentRoutes);
      await admin.register(exceptionRoutes);
      await admin.register(catalogueEventRoutes);
      await admin.register(catalogueContentRoutes);
      await admin.register(adminOrderRoutes);
      await admin.register(sankalpRoutes);
      await admin.register(dashboardRoutes);
      await admin.register(occurrenceRoutes);
      await admin.register(readingRoutes);
      await admin.register(shipmentRoutes);
      await admin.register(statementRoutes);
      await admin.register(reconciliationRoutes);
    },
    { prefix: ADMIN_API_PREFIX },
  );
}
