import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from './app-state.ts';
import { endSessionLocally, startSession } from './session.ts';
import { ensureGuestId, getGuestId, getUserId, getUserToken } from './storage.ts';

beforeEach(() => localStorage.clear());

describe('guest id and session storage', () => {
  it('creates a GUEST_ id when there is neither user nor guest id, and keeps it', () => {
    ensureGuestId();
    const first = getGuestId();
    expect(first).toMatch(/^GUEST_.+/);
    ensureGuestId();
    expect(getGuestId()).toBe(first);
  });

  it('creates no guest id for a signed-in user', () => {
    localStorage.setItem('userToken', 'tok');
    ensureGuestId();
    expect(getGuestId()).toBeNull();
  });

  it('a login stores token and user id and clears the guest id', () => {
    ensureGuestId();
    startSession({ token: 'tok-1', userId: 'u-1' });
    expect([getUserToken(), getUserId(), getGuestId()]).toEqual(['tok-1', 'u-1', null]);
  });

  it('signing out clears all storage and the basket, keeps the language, and makes a new guest', () => {
    localStorage.setItem('something', 'else');
    startSession({ token: 'tok-1', userId: 'u-1' });
    appStore.set({
      language: { currentLanguage: 'hindi' },
      cart: { cartItems: [{ id: 'i', amount: 11, itemName: 'Diya', imageInfo: null, chadawaId: 'c', count: 2 }] },
    });
    endSessionLocally();
    expect(getUserToken()).toBeNull();
    expect(localStorage.getItem('something')).toBeNull();
    expect(getGuestId()).toMatch(/^GUEST_/);
    expect(appStore.get().cart.cartItems).toEqual([]);
    expect(JSON.parse(JSON.parse(localStorage.getItem('persist:root')!).language)).toEqual({ currentLanguage: 'hindi' });
  });
});
