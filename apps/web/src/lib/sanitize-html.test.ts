import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps simple formatting', () => {
    expect(sanitizeHtml('<p>Om <b>Namah</b> <em>Shivaya</em><br>ॐ</p>')).toBe('<p>Om <b>Namah</b> <em>Shivaya</em><br>ॐ</p>');
  });

  it('drops scripts, styles and their contents', () => {
    expect(sanitizeHtml('<p>hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>hi</p>');
  });

  it('drops event handlers and other attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="a">t</p><img src=x onerror="alert(1)">')).toBe('<p>t</p>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<section><custom>text</custom></section>')).toBe('text');
  });

  it('keeps safe links only', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/puja">x</a>')).toBe('<a href="/puja">x</a>');
    expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('htmlToText', () => {
  it('returns the visible text with single spaces', () => {
    expect(htmlToText('<p>One</p><p>Two <b>three</b></p><script>x</script>')).toBe('One Two three');
  });
});
