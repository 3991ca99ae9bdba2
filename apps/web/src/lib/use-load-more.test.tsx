import { act } from './act';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKAHEAD_SCREENS, useLoadMore } from './use-load-more.ts';

/** The observer never reports (as when a fling skips the sentinel): only the scroll check can load. */
class SilentObserver {
  observe() {}
  disconnect() {}
}

function List({ canLoad, loadMore }: { canLoad: boolean; loadMore: () => void }) {
  const ref = useLoadMore(canLoad, loadMore);
  return <div ref={ref} />;
}

describe('useLoadMore', () => {
  let host: HTMLDivElement;
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', SilentObserver);
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    host.remove();
  });

  it('loads once when a scroll leaves the sentinel above the bottom of the screen', async () => {
    const loadMore = vi.fn();
    const root = createRoot(host);
    await act(async () => root.render(<List canLoad loadMore={loadMore} />));
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -200 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(loadMore).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });

  it('loads a screen early: the sentinel still below the screen but within one screen of it', async () => {
    const loadMore = vi.fn();
    const root = createRoot(host);
    await act(async () => root.render(<List canLoad loadMore={loadMore} />));
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight * 1.5 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    expect(loadMore).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });

  it('does nothing while the sentinel is more than a screen below the screen or loading is not allowed', async () => {
    const loadMore = vi.fn();
    const root = createRoot(host);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight * (1 + LOOKAHEAD_SCREENS) + 500 } as DOMRect);
    await act(async () => root.render(<List canLoad loadMore={loadMore} />));
    window.dispatchEvent(new Event('scroll'));
    await act(async () => root.render(<List canLoad={false} loadMore={loadMore} />));
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -200 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    expect(loadMore).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });
});
