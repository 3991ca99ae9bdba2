/** Control characters and lone surrogates: PostgreSQL refuses U+0000, and none belongs in a name. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSTORABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The name the uploader's device gave a file, kept for the audit log: cleaned and cut to 200 characters. */
export function storableFileName(name: string | undefined): string | null {
  const clean = (name ?? '').replace(UNSTORABLE, '').slice(0, 200).trim();
  return clean || null;
}
