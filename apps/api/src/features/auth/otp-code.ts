import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A uniformly random 6-digit code from the CSPRNG (leading zeros kept). */
export const newOtpCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Stored form of a code: HMAC-SHA256 keyed by OTP_SECRET over phone and code. A plain hash of a
 * 6-digit code is reversed by trying all million; without the key a leaked table reveals nothing,
 * and binding the phone stops a code of one number from matching another's row.
 */
export const hashOtp = (secret: string, phone: string, code: string) => createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
