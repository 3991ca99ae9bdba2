import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkUserToken, TOKEN_POLL_MS, watchUserToken } from './token-watch.ts';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('token watch', () => {
  it('notices a login or logout by polling every 500 ms (same-tab changes raise no storage event)', () => {
    const listener = vi.fn();
    const stop = watchUserToken(listener);
    localStorage.setItem('userToken', 'tok');
    vi.advanceTimersByTime(TOKEN_POLL_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOKEN_POLL_MS * 4);
    expect(listener).toHaveBeenCalledTimes(1); // unchanged token: no news
    localStorage.clear();
    vi.advanceTimersByTime(TOKEN_POLL_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reacts at once to another tab through the storage event', () => {
    const listener = vi.fn();
    const stop = watchUserToken(listener);
    localStorage.setItem('userToken', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userToken' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shares one poller between subscribers and stops when the last one leaves', () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    const clearInterval = vi.spyOn(window, 'clearInterval');
    const stopA = watchUserToken(() => {});
    const stopB = watchUserToken(() => {});
    expect(setInterval).toHaveBeenCalledTimes(1);
    stopA();
    expect(clearInterval).not.toHaveBeenCalled();
    stopB();
    expect(clearInterval).toHaveBeenCalledTimes(1);
  });

  it('can be told right away after this tab changes the token', () => {
    const listener = vi.fn();
    const stop = watchUserToken(listener);
    localStorage.setItem('userToken', 'tok');
    checkUserToken();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
