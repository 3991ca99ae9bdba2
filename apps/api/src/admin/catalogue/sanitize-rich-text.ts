import sanitizeHtml from 'sanitize-html';

/**
 * The only markup the catalogue's rich text (short description, about) may keep. Everything else
 * (scripts, event handlers, styles, javascript: links) is dropped before the text is stored; the
 * site sanitizes again on display, so neither side trusts the other.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'ul', 'ol', 'li', 'br', 'a', 'h3'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open outside the site, and never hand it the opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // An editor's empty document (<p></p>) is no text at all: publishing must see it as empty.
  return isBlankHtml(clean) ? '' : clean;
}

/** True when the HTML shows no text (only empty paragraphs and line breaks). */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
