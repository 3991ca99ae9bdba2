import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { pickEncoding, prepareBody, type PreparedBody } from '../lib/prepared-body.ts';
import { READ_CACHE_BYPASS_HEADER } from '../lib/read-cache.ts';

/**
 * Sends a public catalogue response from the read cache. The value is checked against its
 * contract schema once, when it is loaded, and reused as bytes (and compressed bytes, see
 * PreparedBody) until it expires.
 * Resolves once the answer is sent (`await reply`): an async handler that resolves earlier makes
 * Fastify answer a second time, empty, when the payload is streamed (compression of large
 * bodies), and clients got `content-length: 0`.
 */
export async function sendCached<S extends z.ZodMiniType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<void> {
  const cache = request.server.readCache;
  const key = `${request.language}:${request.url}`;
  const prepare = async () => prepareBody(JSON.stringify(schema.parse(await load())));
  const body = request.headers[READ_CACHE_BYPASS_HEADER] === cache.bypassToken ? await prepare() : await cache.get(key, prepare);
  await sendPrepared(request, reply, body, 'application/json; charset=utf-8');
}

/** Sends a body from the read cache, compressed as the client accepts, cacheable as long as the read cache keeps it. */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody, contentType: string): Promise<void> {
  const ttlSeconds = request.server.readCache.ttlSeconds;
  if (ttlSeconds > 0) reply.header('cache-control', `public, max-age=${ttlSeconds}`);
  const vary = reply.getHeader('vary');
  reply.type(contentType).header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const compressed = encoding ? body.encoded(encoding) : null;
  // A set content-encoding tells @fastify/compress the body is already compressed.
  if (compressed) await reply.header('content-encoding', encoding).send(compressed);
  else await reply.send(body.bytes);
}
