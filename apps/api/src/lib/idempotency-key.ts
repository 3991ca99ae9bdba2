import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '@sankalp/contract';
import { AppError } from './errors.ts';
import { IDEMPOTENCY_MESSAGES } from './messages/retries.ts';

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
/** Printable ASCII (space to tilde), as many as the contract allows. */
const KEY_SHAPE = new RegExp(`^[\\x20-\\x7E]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);
/** A structured-field string (RFC 8941): the IETF draft's form, `"8e03978e-…"`, with \" and \\ escapes only. */
const SF_STRING = /^"((?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\["\\])*)"$/;

/**
 * The request's Idempotency-Key, or undefined when it sent none. Taken bare (as most clients send
 * it) or as the draft's quoted string; anything else — empty, too long, control or non-ASCII
 * characters — is a 400, never silently ignored (the client believes its retries are safe).
 */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  const quoted = SF_STRING.exec(value);
  const key = quoted ? quoted[1]!.replace(/\\(["\\])/g, '$1') : value;
  if (!KEY_SHAPE.test(key) || (!quoted && value.startsWith('"'))) throw new AppError(IDEMPOTENCY_ERROR_CODES.invalid, 400, IDEMPOTENCY_MESSAGES.invalid);
  return key;
}

/** JSON with object keys sorted at every level: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of a text: request fingerprints and stored key hashes. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
