import { act } from '../../lib/act';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UrlEffects } from './url-effects.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let go: NavigateFunction;
function NavigateHandle() {
  go = useNavigate();
  return null;
}

const pageViews = () => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path);

beforeEach(() => {
  window.dataLayer = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => act(() => root.unmount()));

describe('page views', () => {
  it('sends one page view per route change, once the language is settled in the URL', async () => {
    root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={['/puja']}>
          <UrlEffects />
          <NavigateHandle />
        </MemoryRouter>,
      ),
    );
    // '/puja' had no language: the rule adds it first, and only the settled URL counts.
    expect(pageViews()).toEqual(['/puja']);
    await act(async () => go('/chadawa?language=english'));
    await act(async () => go('/support?language=english'));
    expect(pageViews()).toEqual(['/puja', '/chadawa', '/support']);
    expect(window.scrollTo).toHaveBeenCalled();
  });
});
