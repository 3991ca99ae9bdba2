import { useSyncExternalStore } from 'react';

export type Store<S> = {
  get: () => S;
  set: (update: Partial<S> | ((state: S) => Partial<S>)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A minimal external store (the app state is a handful of fields; no library needed). */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const next = { ...state, ...patch };
      if (Object.keys(patch).every((k) => Object.is(next[k as keyof S], state[k as keyof S]))) return;
      state = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reads a slice; re-renders only when the selected value changes (select must return stable values).
 * `serverState`: what the server rendered with, used on the server and while the browser hydrates.
 */
export function useStoreValue<S, T>(store: Store<S>, select: (state: S) => T, serverState: S | null = null): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(serverState ?? store.get()),
  );
}
