/**
 * GSTIN: 2-digit state code, the holder's PAN, entity number, 'Z', and a check character
 * (mod-36 weighted checksum of the first 14 characters, as the GST network computes it).
 */
const GSTIN_SHAPE = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(value: string): boolean {
  return GSTIN_SHAPE.test(value) && gstinCheckChar(value.slice(0, 14)) === value[14];
}
