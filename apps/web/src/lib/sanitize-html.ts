/**
 * Allow-list HTML sanitizer for catalogue texts (short descriptions, about sections). The HTML is
 * our own seeded content, but it is rendered with dangerouslySetInnerHTML, so anything outside a
 * small set of formatting tags is dropped: scripts and their text, event handlers, styles, and
 * links other than http(s), mailto and tel. Unknown tags are unwrapped (their text stays).
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'a',
  'mark',
]);
/** Removed together with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'frame',
  'frameset',
  'title',
  'head',
]);
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** The browser's parser; the server renderer sets one of its own (app/ssr), so both print the same HTML. */
let parser: () => Pick<DOMParser, 'parseFromString'> = () => new DOMParser();
export const setHtmlParser = (create: typeof parser) => {
  parser = create;
  for (const results of rememberedResults) results.clear();
};

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return [];
  const children = Array.from(element.childNodes).flatMap((child) => clean(child, doc));
  if (!ALLOWED_TAGS.has(tag)) return children;
  const copy = doc.createElement(tag);
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (SAFE_URL.test(href)) {
      copy.setAttribute('href', href);
      if (/^https?:/i.test(href)) {
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }
  copy.append(...children);
  return [copy];
}

/**
 * Both functions are pure, and a page renders the same few catalogue texts again and again (the
 * server renders every visit when its cache is off; the browser on every hydration), while each
 * call parses a whole document: results are kept, a bounded number of them.
 */
const rememberedResults: Map<string, string>[] = [];
function remembered(fn: (html: string) => string): (html: string) => string {
  const results = new Map<string, string>();
  rememberedResults.push(results);
  return (html) => {
    let result = results.get(html);
    if (result === undefined) {
      if (results.size >= 500) results.clear();
      result = fn(html);
      results.set(html, result);
    }
    return result;
  };
}

export const sanitizeHtml = remembered((html: string): string => {
  if (!html) return '';
  const doc = parser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const out = doc.createElement('div');
  out.append(...Array.from(doc.body.childNodes).flatMap((child) => clean(child, doc)));
  return out.innerHTML;
});

/** Visible text of an HTML fragment (for truncation and for alt/aria texts). */
export const htmlToText = remembered((html: string): string => {
  if (!html) return '';
  const doc = parser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  doc.querySelectorAll('script,style').forEach((n) => n.remove());
  doc.querySelectorAll('br,p,li,div').forEach((n) => n.after(doc.createTextNode(' ')));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
});
