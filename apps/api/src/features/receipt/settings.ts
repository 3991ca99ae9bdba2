import type { Config } from '../../config.ts';

/**
 * Who issues the documents (decision 261): the business's legal name, address and GSTIN, from the
 * configuration (config.ts validates them). Copied into each document when it is issued, so a later
 * change of settings never alters a document already given. Set once when the app is built.
 */
export type IssuerSettings = { legalName: string; address: string; gstin: string | null; stateCode: string | null };

let issuer: IssuerSettings = { legalName: 'Sankalp', address: '', gstin: null, stateCode: null };

export function useIssuerSettings(config: Pick<Config, 'BUSINESS_LEGAL_NAME' | 'BUSINESS_ADDRESS' | 'BUSINESS_GSTIN'>): void {
  const gstin = config.BUSINESS_GSTIN ?? null;
  issuer = { legalName: config.BUSINESS_LEGAL_NAME, address: config.BUSINESS_ADDRESS, gstin, stateCode: gstin ? gstin.slice(0, 2) : null };
}

export const issuerSettings = (): IssuerSettings => issuer;
