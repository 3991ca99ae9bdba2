import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, DOCUMENT_DOWNLOAD_PATH } from '@sankalp/contract';
import type { Config } from '../../config.ts';

/**
 * Signed, expiring links to one document (decision 260): `<documentId>.<expiry, unix seconds>.<HMAC>`.
 * A message can carry one (a link in WhatsApp or SMS has no sign-in header), and the order page uses
 * the same so a plain <a download> works. The key is derived from OTP_SECRET (already a required
 * production secret), kept apart from its other use by the derivation label.
 */
export type LinkSigner = { sign: (documentId: string, days: number) => string; verify: (token: string) => string | null; days: number };

export function linkSigner(config: Pick<Config, 'OTP_SECRET' | 'DOCUMENT_LINK_DAYS'>, now: () => number = Date.now): LinkSigner {
  const key = createHmac('sha256', config.OTP_SECRET).update('sankalp document links v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    days: config.DOCUMENT_LINK_DAYS,
    sign(documentId, days) {
      const payload = `${documentId}.${Math.floor(now() / 1000) + days * 86_400}`;
      return `${payload}.${mac(payload)}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [documentId, expiry, signature] = parts as [string, string, string];
      const expected = Buffer.from(mac(`${documentId}.${expiry}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 < now()) return null;
      return documentId;
    },
  };
}

/** The path of a signed link, under the devotee API. */
export const documentLinkPath = (token: string) => `${API_PREFIX}${DOCUMENT_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`;
