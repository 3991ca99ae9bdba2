import type { Config } from '../../config.ts';
import { linkSigner, type LinkSigner } from './links.ts';

/**
 * Who issues the documents (decision 261): the business's legal name, address and GSTIN, from the
 * configuration (config.ts validates them). Copied into each document when it is issued, so a later
 * change of settings never alters a document already given. Set once when the app is built.
 */
export type IssuerSettings = { legalName: string; address: string; gstin: string | null; stateCode: string | null };

let issuer: IssuerSettings = { legalName: 'Sankalp', address: '', gstin: null, stateCode: null };
let messageLinks: LinkSigner | null = null;

/**
 * Documents are issued deep in the payment and refund transactions (recordCapture, settleRefund),
 * which take no configuration: the app sets these once when it is built (app.ts).
 */
export function useDocumentSettings(
  config: Pick<Config, 'BUSINESS_LEGAL_NAME' | 'BUSINESS_ADDRESS' | 'BUSINESS_GSTIN' | 'OTP_SECRET' | 'DOCUMENT_LINK_DAYS'>,
): void {
  const gstin = config.BUSINESS_GSTIN ?? null;
  issuer = { legalName: config.BUSINESS_LEGAL_NAME, address: config.BUSINESS_ADDRESS, gstin, stateCode: gstin ? gstin.slice(0, 2) : null };
  messageLinks = linkSigner(config);
}

export const issuerSettings = (): IssuerSettings => issuer;

/** A signed link token for a message (valid DOCUMENT_LINK_DAYS); null before the app is built. */
export const messageLinkToken = (documentId: string): string | null => (messageLinks ? messageLinks.sign(documentId, messageLinks.days) : null);
