import type { FastifyReply } from 'fastify';

/**
 * Adds a request header to the answer's Vary, once. Each one is a key shared caches split their
 * copies by, so only what changes the bytes goes in (decision 235).
 */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', header);
    return;
  }
  const listed = String(current);
  if (
    listed
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header.toLowerCase())
  )
    return;
  reply.header('vary', `${listed}, ${header}`);
}

/** Files @fastify/compress compresses on the way out (text, JSON, SVG): by name, as they are served. */
const COMPRESSIBLE_FILE = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml|map)$/;

/**
 * A served file's Vary: `accept-encoding` for a compressible one, also when this client took it
 * plain (a shared cache must not hand that plain copy to everyone), nothing for the others (images,
 * fonts, videos). Lower case, as @fastify/compress looks for it before adding its own.
 */
export function varyForFile(reply: FastifyReply, filePath: string): void {
  if (COMPRESSIBLE_FILE.test(filePath)) reply.header('vary', 'accept-encoding');
}
