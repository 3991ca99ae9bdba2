import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

describe('lazyPage', () => {
  it('renders at once, without its fallback, once preloaded (the server renders no fallback to swap)', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>loaded</p> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('suspends until loaded when not preloaded', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>later</p> }));
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    await act(async () => {
      await Page.preload();
    });
    expect(await screen.findByText('later')).toBeTruthy();
  });
});
