import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.ts';

describe('lazyComponent', () => {
  it('renders at once, without its fallback, once preloaded (the server renders no fallback to swap)', async () => {
    const Page = lazyComponent(async () => ({ default: () => <p>loaded</p> }));
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
    const Page = lazyComponent(async () => ({ default: () => <p>later</p> }));
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
