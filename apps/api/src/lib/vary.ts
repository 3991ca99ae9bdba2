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
