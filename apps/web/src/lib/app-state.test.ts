import { describe, expect, it } from 'vitest';
import { PERSIST_KEY, readPersisted, writePersisted } from './app-state.ts';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('persisted state', () => {
  it('round-trips the persisted slices under persist:root, version 1', () => {
    const storage = memory();
    writePersisted(storage, {
      cart: { cartItems: [] },
      pujaPackage: { selectedPackage: 'Couple' },
      language: { currentLanguage: 'hindi' },
    });
    const root = JSON.parse(storage.data.get(PERSIST_KEY)!);
    expect(JSON.parse(root._persist)).toEqual({ version: 1, rehydrated: true });
    expect(readPersisted(storage).language.currentLanguage).toBe('hindi');
    expect(readPersisted(storage).pujaPackage.selectedPackage).toBe('Couple');
  });

  it('falls back to defaults on another version or broken JSON', () => {
    const storage = memory();
    storage.setItem(PERSIST_KEY, JSON.stringify({ language: '{"currentLanguage":"hindi"}', _persist: '{"version":2}' }));
    expect(readPersisted(storage).language.currentLanguage).toBe('english');
    storage.setItem(PERSIST_KEY, '{oops');
    expect(readPersisted(storage).pujaPackage.selectedPackage).toBe('Individual');
  });
});
