import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type * as z from 'zod/mini';
import { API_PREFIX, languageFromHeader } from '@sankalp/contract';
import { keptHeaders, type FrontLookup, type KeptAnswer } from '../lib/front-answers.ts';
import { pickEncoding, prepareBody, type BodyEncoding, type PreparedBody } from '../lib/prepared-body.ts';
import { READ_CACHE_BYPASS_HEADER, type ReadCache } from '../lib/read-cache.ts';

/** Kept per language (the read cache's key), so its bytes, and so its entity tag, differ by language. */
const CATALOGUE_ANSWER = { contentType: 'application/json; charset=utf-8', vary: 'Accept-Language' } as const;

/**
 * Options of every route that answers prepared bodies (sendCached, sendPrepared): they carry their
 * own compressed forms, so @fastify/compress, whose hooks would otherwise run on each of their
 * requests (decompressing a body a GET has not got, looking at an already compressed answer), stays
 * out (decision 187), and so does the API's Vary hook (answer-headers.ts): sendPrepared says what varies.
 */
export const PREPARED_BODY_ROUTE = { compress: false, decompress: false, config: { preparedBody: true }, onResponse: keepForFront } as const;

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
  if (kept) {
    sentFromCache.set(request, kept);
    return sendPrepared(request, reply, kept, CATALOGUE_ANSWER);
  }
  const prepare = async () => prepareBody(JSON.stringify(schema.parse(await load())));
  return (fresh ? prepare() : cache.get(key, prepare)).then(async (body) => {
    if (!fresh) sentFromCache.set(request, body);
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
  const compressed = encodedBytes(body, encoding);
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

/** The body as sent for `encoding`: compressed, or as it is when it is too small to compress. */
const encodedBytes = (body: PreparedBody, encoding: BodyEncoding | null) => (encoding ? body.encoded(encoding) : null);

/**
 * Catalogue answers kept whole for the HTTP server's front (decision 285), by the read cache's
 * body they were sent from, then by what else shaped them (keptKey). The front finds them through
 * the read cache, so one is sent again exactly while its body is fresh there, and goes with it.
 */
const keptForFront = new WeakMap<PreparedBody, Map<string, KeptAnswer>>();
/** The read cache's body a request was answered from (sendCached), for keepForFront. */
const sentFromCache = new WeakMap<FastifyRequest, PreparedBody>();

/**
 * Besides the URL and language (the read cache's key), what a kept answer depends on: the encoding
 * it is in, and X-Forwarded-Proto, which decides Strict-Transport-Security.
 */
const keptKey = (headers: IncomingHttpHeaders) => `${pickEncoding(headers['accept-encoding']) ?? 'identity'} ${forwardedProto(headers) ?? ''}`;

/**
 * The onResponse of the prepared-body routes: the first whole 200 answer of a cached body for each
 * keptKey is kept, with every header Fastify sent (its hooks' security headers, Vary, ETag,
 * Cache-Control, the length), to be sent again at the front.
 */
function keepForFront(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const body = sentFromCache.get(request);
  // An answer that sets a cookie is never sent again to someone else.
  if (body && reply.statusCode === 200 && request.method === 'GET' && !reply.hasHeader('set-cookie')) {
    let kept = keptForFront.get(body);
    if (!kept) keptForFront.set(body, (kept = new Map<string, KeptAnswer>()));
    const key = keptKey(request.headers);
    if (!kept.has(key)) {
      const bytes = encodedBytes(body, pickEncoding(request.headers['accept-encoding'])) ?? body.bytes;
      kept.set(key, { headers: keptHeaders(reply.getHeaders()), bytes, route: request.routeOptions.url ?? 'unmatched' });
    }
  }
  done();
}

/**
 * What the HTTP server's front sends without Fastify (decision 285): a plain GET of the public API
 * whose answer the read cache holds fresh and was kept for the same keptKey. A conditional request
 * (If-None-Match), a HEAD, the server renderer's fresh read and everything else go through Fastify.
 */
export function catalogueFront(readCache: ReadCache): FrontLookup {
  return (req) => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith(API_PREFIX)) return undefined;
    if (req.headers['if-none-match'] !== undefined || req.headers[READ_CACHE_BYPASS_HEADER] !== undefined) return undefined;
    // Not counted as a look-up: an answer sent here is counted in sankalp_front_answers_total, anything else by sendCached.
    const body = readCache.peek(`${languageFromHeader(req.headers['accept-language'])}:${url}`, false);
    return body && keptForFront.get(body)?.get(keptKey(req.headers));
  };
}

const forwardedProto = (headers: IncomingHttpHeaders) => {
  const proto = headers['x-forwarded-proto'];
  return Array.isArray(proto) ? proto.join(',') : proto;
};
