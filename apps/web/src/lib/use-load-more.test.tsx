import { render } from '@testing-library/react';
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
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', SilentObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads once when a scroll leaves the sentinel above the bottom of the screen', () => {
    const loadMore = vi.fn();
    render(<List canLoad loadMore={loadMore} />);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -200 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('loads a screen early: the sentinel still below the screen but within one screen of it', () => {
    const loadMore = vi.fn();
    render(<List canLoad loadMore={loadMore} />);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight * 1.5 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the sentinel is more than a screen below the screen or loading is not allowed', () => {
    const loadMore = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight * (1 + LOOKAHEAD_SCREENS) + 500 } as DOMRect);
    const { rerender } = render(<List canLoad loadMore={loadMore} />);
    window.dispatchEvent(new Event('scroll'));
    rerender(<List canLoad={false} loadMore={loadMore} />);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -200 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    expect(loadMore).not.toHaveBeenCalled();
  });
});
