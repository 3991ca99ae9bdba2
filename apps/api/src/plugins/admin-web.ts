import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_PREFIX, type TErrorResponse } from '@sankalp/contract';
import { localize } from '../lib/messages.ts';
import { varyForFile } from '../lib/vary.ts';
import { allowHeader, answerOtherMethod } from './allowed-methods.ts';

/** Where the console is served (apps/admin/vite.config.ts `base`). */
export const ADMIN_BASE = '/admin';

const YEAR_SECONDS = 31_536_000;
const CONSOLE_PAGE_METHODS = allowHeader(['GET', 'HEAD']);

/**
 * Serves the built operator console (apps/admin/dist) under /admin, like the site at / (web.ts):
 * hashed assets for a year, index.html revalidated on every visit, and index.html for any console
 * page path (/admin, /admin/, /admin/orders/XYZ) so deep links and reloads work. The console's API
 * (/admin/api/…) and missing files get a JSON 404, never index.html.
 */
export async function registerAdminWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasConsole = existsSync(indexFile);
  if (!hasConsole) app.log.warn({ distDir }, 'built console not found: /admin is not served (run npm run build -w @sankalp/admin)');

  const sendIndex = async (reply: FastifyReply) =>
    // Read per request (a few hundred bytes) rather than held in memory; like the site, files are found at start.
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(indexFile));

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const body: TErrorResponse = { statusCode: 404, code: 'NOT_FOUND', message: localize('Route not found.', request.language) };
    return reply.status(404).header('vary', 'Accept-Language').send(body);
  };

  await app.register(
    async (scope) => {
      if (hasConsole) {
        await scope.register(fastifyStatic, {
          root: distDir,
          prefix: '/',
          wildcard: false,
          index: false,
          cacheControl: false,
          // The site's static plugin owns reply.sendFile; this one only serves files.
          decorateReply: false,
          setHeaders: (res, filePath) => {
            varyForFile(res, filePath);
            const rel = path.relative(distDir, filePath);
            if (rel.startsWith('assets')) res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
            else if (rel.endsWith('.html')) res.header('cache-control', 'no-cache');
            else res.header('cache-control', 'public, max-age=86400');
          },
        });
        scope.get('/', (_request, reply) => sendIndex(reply));
      }
      scope.setNotFoundHandler((request, reply) => {
        if (hasConsole && isConsolePagePath(request.url)) {
          if (request.method === 'GET' || request.method === 'HEAD') return sendIndex(reply);
          // Every console path is a page (index.html): another method gets 405 / 204 with Allow (decision 235).
          return answerOtherMethod(request, reply, CONSOLE_PAGE_METHODS);
        }
        return notFound(request, reply);
      });
    },
    { prefix: ADMIN_BASE },
  );
}

/** A page of the console (served index.html) rather than an API call or a file. */
export function isConsolePagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname !== ADMIN_BASE && !pathname.startsWith(`${ADMIN_BASE}/`)) return false;
  if (pathname === '/admin/api' || pathname.startsWith('/admin/api/') || pathname.startsWith(`${ADMIN_API_PREFIX}/`)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
