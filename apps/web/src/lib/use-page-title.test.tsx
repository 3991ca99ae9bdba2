import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act } from './act.ts';
import { applyLanguage, initI18n } from './i18n.ts';
import { pageTitle, usePageTitle } from './use-page-title.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Titled({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

async function titleOf(title?: string): Promise<string> {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(() => root.render(<Titled title={title} />));
  const result = document.title;
  await act(() => root.unmount());
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
    expect(await titleOf('Puja Basket')).toBe('Puja Basket · Sankalp');
    await applyLanguage('hindi');
    expect(await titleOf('पूजा टोकरी')).toBe('पूजा टोकरी · संकल्प');
    expect(await titleOf()).toBe('संकल्प — पूजा और चढ़ावा');
  });
});
