import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves (the same threshold as @fastify/compress). */
const MIN_COMPRESS_BYTES = 1024;

/**
 * A response body kept as bytes, with its compressed forms made on first use and then reused:
 * a cached catalogue answer is encoded and compressed once per cache period instead of once per
 * request, so a phone on a slow network gets brotli at the cost of a memory copy.
 */
export type PreparedBody = {
  bytes: Buffer;
  encoded: (encoding: BodyEncoding) => Buffer | null;
  /**
   * The entity tag of the body as sent with `encoding` (null: as is). Each encoding is its own
   * representation (RFC 9110 §8.8.3), so each gets its own tag; made once, from a hash of the bytes.
   */
  etag: (encoding: BodyEncoding | null) => string;
};

export function prepareBody(content: string | Buffer): PreparedBody {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const variants = new Map<BodyEncoding, Buffer>();
  let tags: Record<BodyEncoding | 'identity', string> | undefined;
  return {
    bytes,
    etag(encoding) {
      if (!tags) {
        const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 22);
        tags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
      }
      return tags[encoding ?? 'identity'];
    },
    encoded(encoding) {
      if (bytes.length < MIN_COMPRESS_BYTES) return null;
      let variant = variants.get(encoding);
      if (!variant) {
        // Made once per cache period, so a high quality is affordable (about 1 ms for 10 KB).
        variant =
          encoding === 'br'
            ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
            : gzipSync(bytes, { level: 9 });
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

/** Accept-Encoding values seen, and what they chose: browsers send a handful of distinct ones. */
const chosen = new Map<string, BodyEncoding | null>();
const CHOSEN_MAX = 64;

/** The best encoding the client accepts: brotli, then gzip; null for none (or `q=0` on both). */
export function pickEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (chosen.size >= CHOSEN_MAX) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): BodyEncoding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
