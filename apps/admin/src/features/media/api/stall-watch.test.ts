import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stallWatch, VIDEO_STALL_MS } from './stall-watch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('stallWatch', () => {
  it('calls onStall after a minute without activity while watching, then watches again; never when stopped', () => {
    const onStall = vi.fn();
    const watch = stallWatch(onStall);
    vi.advanceTimersByTime(5 * VIDEO_STALL_MS);
    expect(onStall).not.toHaveBeenCalled(); // not started
    watch.start();
    expect(watch.watching()).toBe(true);
    // Bytes keep leaving: no stall however long the upload takes.
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(VIDEO_STALL_MS / 2);
      watch.activity();
    }
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(VIDEO_STALL_MS + 5000);
    expect(onStall).toHaveBeenCalledTimes(1);
    // Still silent after the restart: told again a minute later, not at every check.
    vi.advanceTimersByTime(VIDEO_STALL_MS);
    expect(onStall).toHaveBeenCalledTimes(2);
    watch.stop();
    expect(watch.watching()).toBe(false);
    vi.advanceTimersByTime(5 * VIDEO_STALL_MS);
    expect(onStall).toHaveBeenCalledTimes(2);
  });
});
