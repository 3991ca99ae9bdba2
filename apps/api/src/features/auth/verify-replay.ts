import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/idempotency-key.ts';
import { sameHash } from './otp-code.ts';

/** How long after a code was used its verify may be retried for the same session (decision 193). */
export const VERIFY_REPLAY_SECONDS = 120;

/** What a verify sent with an Idempotency-Key leaves on its code row, and how a retry finds it again. */
export type ReplayKey = { hash: string; sealKey: Buffer };

/**
 * From the client's Idempotency-Key: its SHA-256 (stored, to recognise the retry) and an AES key
 * from HMAC(OTP_SECRET, key) (never stored). The sealed token opens only with both the server's
 * secret and the key the browser holds: a leaked table, or the secret alone, gives no session.
 */
export const replayKeyOf = (secret: string, idempotencyKey: string): ReplayKey => ({
  hash: sha256(idempotencyKey),
  sealKey: createHmac('sha256', secret).update(`otp-verify-replay:${idempotencyKey}`).digest(),
});

/** AES-256-GCM: base64url of nonce (12 bytes), tag (16) and the sealed token. */
export function sealToken(key: ReplayKey, token: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.sealKey, nonce);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

function openSealed(key: ReplayKey, text: string): string | undefined {
  const bytes = Buffer.from(text, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.sealKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

type UsedCode = { consumedAt: Date | null; replayKeyHash: string | null; replaySealedToken: string | null };

/**
 * The session token a verify of this code opened, when this request is that verify retried: the
 * code was used less than VERIFY_REPLAY_SECONDS ago by a request with the same Idempotency-Key.
 * (The caller has checked that the code itself is right.)
 */
export function replayedToken(code: UsedCode, key: ReplayKey, now: Date): string | undefined {
  if (!code.consumedAt || !code.replayKeyHash || !code.replaySealedToken) return undefined;
  if (now.getTime() - code.consumedAt.getTime() > VERIFY_REPLAY_SECONDS * 1000) return undefined;
  if (!sameHash(code.replayKeyHash, key.hash)) return undefined;
  return openSealed(key, code.replaySealedToken);
}
