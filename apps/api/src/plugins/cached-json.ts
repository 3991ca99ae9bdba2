import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { pickEncoding, prepareBody, type PreparedBody } from '../lib/prepared-body.ts';
import { READ_CACHE_BYPASS_HEADER } from '../lib/read-cache.ts';

/** Kept per language (the read cache's key), so its bytes, and so its entity tag, differ by language. */
const CATALOGUE_ANSWER = { contentType: 'application/json; charset=utf-8', vary: 'Accept-Language' } as const;

/**
 * Options of every route that answers prepared bodies (sendCached, sendPrepared): they carry their
 * own compressed forms, so @fastify/compress, whose hooks would otherwise run on each of their
 * requests (decompressing a body a GET has not got, looking at an already compressed answer), stays
 * out (decision 187), and so does the API's Vary hook (answer-headers.ts): sendPrepared says what varies.
 */
export const PREPARED_BODY_ROUTE = { compress: false, decompress: false, config: { preparedBody: true } } as const;

/**
 * Sends a public catalogue response from the read cache. The value is checked against its
 * contract schema once, when it is loaded, and reused as bytes (and compressed bytes, see
 * PreparedBody) until it expires. A hit is answered synchronously: no promise, no schema, no
 * serialization, only the kept bytes and their headers (decision 187).
 */
export function sendCached<S extends z.ZodMiniType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  load: () => Promise<z.input<S>>,
): void | Promise<void> {
  const cache = request.server.readCache;
  const key = `${request.language}:${request.url}`;
  const fresh = request.headers[READ_CACHE_BYPASS_HEADER] === cache.bypassToken;
  const kept = fresh ? undefined : cache.peek(key);
  if (kept) return sendPrepared(request, reply, kept, CATALOGUE_ANSWER);
  const prepare = async () => prepareBody(JSON.stringify(schema.parse(await load())));
  return (fresh ? prepare() : cache.get(key, prepare)).then(async (body) => {
    sendPrepared(request, reply, body, CATALOGUE_ANSWER);
    // Resolves once the answer is sent: an async handler that resolves earlier makes Fastify answer a
    // second time, empty, when the payload is streamed (@fastify/compress on a route without PREPARED_BODY_ROUTE).
    await reply;
  });
}

/**
 * `status`: the page's own (a 404 page); `cacheControl`: else the read cache's period; `vary`: the
 * request headers the bytes depend on, besides Accept-Encoding (added when the body is compressible).
 */
export type PreparedAnswer = { contentType: string; status?: number; cacheControl?: string; vary?: string };

/**
 * Sends a prepared body, compressed as the client accepts, with an entity tag per encoding: a client
 * that already holds it (If-None-Match) gets 304 and no body. Cacheable as long as the read cache
 * keeps it unless told otherwise.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody, answer: PreparedAnswer | string): void {
  const {
    contentType,
    status = 200,
    cacheControl = request.server.readCache.cacheControl,
    vary,
  } = typeof answer === 'string' ? { contentType: answer } : answer;
  if (cacheControl) reply.header('cache-control', cacheControl);
  // Only what changes the bytes: a body too small to compress is the same for every Accept-Encoding.
  const varies = body.compressible ? (vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding') : vary;
  if (varies) reply.header('vary', varies);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const compressed = encoding ? body.encoded(encoding) : null;
  // Only a 200 has a representation a client may hold; an error page is sent whole every time.
  if (status === 200) {
    const etag = body.etag(compressed ? encoding : null);
    reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304).send();
      return;
    }
  }
  reply.code(status).type(contentType);
  if (compressed) reply.header('content-encoding', encoding);
  reply.send(compressed ?? body.bytes);
}

/** If-None-Match against our tag, compared weakly as RFC 9110 §13.1.2 asks for GET: `*`, or any listed tag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return (t.startsWith('W/') ? t.slice(2) : t) === etag;
  });
}
