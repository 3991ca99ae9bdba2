import type { Page } from 'playwright-core';

/**
 * Issue 21: a Hindi page has no English word in it. The only Latin words a Hindi reader meets are
 * these, each a name that has no Hindi form a devotee would recognise:
 * - OTP: what every Indian bank and app calls the code, in Hindi too (the SMS itself says OTP);
 * - UPI, NACH: payment methods, named so on the devotee's bank app;
 * - English: the language switch names the language it switches to, in that language;
 * - IST: the time zone beside a time, as Indian tickets and bank messages write it.
 * Order ids (SKP…), payment ids, e-mail addresses and links are let through (ids, not words).
 */
const ALLOWED = new Set(['OTP', 'UPI', 'NACH', 'English', 'IST', 'PDF']);
/** What the test's own devotee typed (orders-fixtures' checkout form): the devotee's data, not the site's copy. */
const TYPED_BY_THE_DEVOTEE = new Set(['Asha', 'Devi', 'Kashyap']);

/** Order ids, receipt numbers, the payment provider's ids (pay_…), e-mail and web addresses: identifiers, not words. */
const IDENTIFIER =
  /\bSKP[A-Z0-9]+\b|\b(RCT|CRN|DON)\/\d{4}-\d{2}\/\d+|\b(pay|order)_[A-Za-z0-9_]+|[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|\b[\w-]+\.(com|in|example)\b/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'’]*/g;

/**
 * Everything on the page a Hindi reader sees or hears: its text (hidden variants too, such as
 * the other widths' Read More cuts), the document title, and the names screen readers speak
 * (aria-label, alt, title, placeholder). Script and style bodies are not text.
 */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, noscript, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const el of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-roledescription]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** Each Latin word outside the allow-list, with the text it stands in. */
export function latinWords(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const words = text.replace(IDENTIFIER, ' ').match(LATIN_WORD) ?? [];
    for (const word of words) if (!ALLOWED.has(word) && !TYPED_BY_THE_DEVOTEE.has(word)) found.add(`${word}  ←  “${text.slice(0, 120)}”`);
  }
  return [...found];
}
