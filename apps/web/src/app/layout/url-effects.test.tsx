import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UrlEffects } from './url-effects.tsx';

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

describe('page views', () => {
  it('sends one page view per route change, once the language is settled in the URL', async () => {
    render(
      <MemoryRouter initialEntries={['/puja']}>
        <UrlEffects />
        <NavigateHandle />
      </MemoryRouter>,
    );
    // '/puja' had no language: the rule adds it first, and only the settled URL counts.
    await waitFor(() => expect(pageViews()).toEqual(['/puja']));
    await act(() => go('/chadawa?language=english'));
    await act(() => go('/support?language=english'));
    await waitFor(() => expect(pageViews()).toEqual(['/puja', '/chadawa', '/support']));
    expect(window.scrollTo).toHaveBeenCalled();
  });
});
