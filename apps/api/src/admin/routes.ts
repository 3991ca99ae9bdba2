import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX } from '@sankalp/contract';
import { staffAuthRoutes } from './auth/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { adminOrderRoutes } from './orders/routes.ts';
import { sankalpRoutes } from './sankalp/routes.ts';
import { assertPermission, type Permission } from './core/permissions.ts';
import { authenticateStaff, rememberStaff } from './core/staff-auth.ts';

declare module 'fastify' {
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
  await app.register(
    async (admin) => {
      admin.addHook('onRoute', (route) => {
        const { config } = route;
        if (!config?.permission && !config?.staffPublic) throw new Error(`admin route ${String(route.method)} ${route.url} states no permission`);
      });
      admin.addHook('preValidation', async (request) => {
        const { permission } = request.routeOptions.config;
        if (!permission) return;
        const staff = await authenticateStaff(request);
        assertPermission(staff, permission);
        rememberStaff(request, staff);
      });
      await admin.register(staffAuthRoutes);
      await admin.register(auditRoutes);
      await admin.register(adminOrderRoutes);
      await admin.register(sankalpRoutes);
      await admin.register(dashboardRoutes);
    },
    { prefix: ADMIN_API_PREFIX },
  );
}
