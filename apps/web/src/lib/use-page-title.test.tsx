import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, initI18n } from './i18n.ts';
import { pageTitle, usePageTitle } from './use-page-title.ts';

function Titled({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

function titleOf(title?: string): string {
  const { unmount } = render(<Titled title={title} />);
  const result = document.title;
  unmount();
  return result;
}

beforeAll(() => initI18n('english'));
afterAll(() => applyLanguage('english'));

describe('page title', () => {
  it('puts the site name after a screen title, and name — tagline on the landing page', () => {
    expect(pageTitle('Puja Basket', 'Sankalp', 'Puja & Chadawa')).toBe('Puja Basket · Sankalp');
    expect(pageTitle(undefined, 'Sankalp', 'Puja & Chadawa')).toBe('Sankalp — Puja & Chadawa');
  });

  it('names the site in the page language', async () => {
    expect(titleOf('Puja Basket')).toBe('Puja Basket · Sankalp');
    await applyLanguage('hindi');
    expect(titleOf('पूजा टोकरी')).toBe('पूजा टोकरी · संकल्प');
    expect(titleOf()).toBe('संकल्प — पूजा और चढ़ावा');
  });
});
