import { DEFAULT_LANGUAGE, type Language, type TImageInfo } from '@sankalp/contract';
import { createContext, useContext } from 'react';
import { createStore, useStoreValue } from './create-store.ts';
import { isLanguage, rememberLanguage } from './language-url.ts';
import type { LoginPrompt } from './login-prompt.ts';

/** Client-side basket line (spec §3 "Client-side cart item"). */
export type CartItem = {
  id: string;
  amount: number;
  itemName: string;
  imageInfo: TImageInfo | null;
  chadawaId: string;
  count: number;
};

type PersistedSlices = {
  cart: { cartItems: CartItem[] };
  pujaPackage: { selectedPackage: string };
  language: { currentLanguage: Language };
};

export type AppState = PersistedSlices & {
  /** Toggled to make views re-read server state; not persisted. */
  refreshTrigger: boolean;
  /** The 'Please Login' modal; not persisted. */
  showModal: boolean;
  /** Why the modal is open and what to finish after sign-in (lib/login-prompt.ts); not persisted. */
  loginPrompt: LoginPrompt | null;
};

/** Persistence as the spec names it: key `persist:root`, version 1, each slice stored as JSON text. */
export const PERSIST_KEY = 'persist:root';
export const PERSIST_VERSION = 1;
const PERSISTED = ['cart', 'pujaPackage', 'language'] as const;

const DEFAULTS: PersistedSlices = {
  cart: { cartItems: [] },
  pujaPackage: { selectedPackage: 'Individual' },
  language: { currentLanguage: DEFAULT_LANGUAGE },
};

function parseSlice(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Reads what an earlier visit saved; anything unreadable or of another version falls back to defaults. */
export function readPersisted(storage: Pick<Storage, 'getItem'> | undefined): PersistedSlices {
  try {
    const raw = storage?.getItem(PERSIST_KEY);
    if (!raw) return DEFAULTS;
    const root = JSON.parse(raw) as Record<string, unknown>;
    const meta = parseSlice(root._persist) as { version?: number } | undefined;
    if (meta?.version !== PERSIST_VERSION) return DEFAULTS;
    const cart = parseSlice(root.cart) as PersistedSlices['cart'] | undefined;
    const pkg = parseSlice(root.pujaPackage) as PersistedSlices['pujaPackage'] | undefined;
    const lang = parseSlice(root.language) as { currentLanguage?: unknown } | undefined;
    return {
      cart: Array.isArray(cart?.cartItems) ? { cartItems: cart.cartItems } : DEFAULTS.cart,
      pujaPackage: typeof pkg?.selectedPackage === 'string' ? { selectedPackage: pkg.selectedPackage } : DEFAULTS.pujaPackage,
      language: isLanguage(lang?.currentLanguage) ? { currentLanguage: lang.currentLanguage } : DEFAULTS.language,
    };
  } catch {
    return DEFAULTS;
  }
}

export function writePersisted(storage: Pick<Storage, 'setItem'> | undefined, state: PersistedSlices): void {
  const root: Record<string, string> = {};
  for (const key of PERSISTED) root[key] = JSON.stringify(state[key]);
  root._persist = JSON.stringify({ version: PERSIST_VERSION, rehydrated: true });
  try {
    storage?.setItem(PERSIST_KEY, JSON.stringify(root));
  } catch {
    // Private mode or a full quota: the site still works for this visit.
  }
}

const browserStorage = typeof window !== 'undefined' ? window.localStorage : undefined;

export const appStore = createStore<AppState>({ ...readPersisted(browserStorage), refreshTrigger: false, showModal: false, loginPrompt: null });

let lastSaved: unknown[] = PERSISTED.map((k) => appStore.get()[k]);
appStore.subscribe(() => {
  const state = appStore.get();
  const current = PERSISTED.map((k) => state[k]);
  if (current.every((v, i) => v === lastSaved[i])) return;
  lastSaved = current;
  writePersisted(browserStorage, state);
});

/** Writes the persisted slices now (at start, so the stored copy exists and carries version 1). */
export const persistState = () => writePersisted(browserStorage, appStore.get());

/**
 * The state a page is rendered with on the server, and hydrated with in the browser: the page's
 * language and nothing of this visitor's (no basket, no chosen package), which the server cannot
 * know. After hydration the browser's own state (localStorage) takes over (decision 160).
 */
export const serverAppState = (language: Language): AppState => ({
  ...DEFAULTS,
  language: { currentLanguage: language },
  refreshTrigger: false,
  showModal: false,
  loginPrompt: null,
});
export const ServerAppState = createContext<AppState | null>(null);

export const useAppState = <T>(select: (state: AppState) => T): T => useStoreValue(appStore, select, useContext(ServerAppState));
export const useLanguage = (): Language => useAppState((s) => s.language.currentLanguage);
export const getLanguage = (): Language => appStore.get().language.currentLanguage;

export const setLanguage = (currentLanguage: Language) => {
  rememberLanguage(currentLanguage);
  if (getLanguage() !== currentLanguage) appStore.set({ language: { currentLanguage } });
};
export const setShowModal = (showModal: boolean) => appStore.set(showModal ? { showModal } : { showModal, loginPrompt: null });

/** What belonged to the signed-out user (basket, chosen package) goes; language and modal stay. */
export function forgetUserState(): void {
  appStore.set({ cart: DEFAULTS.cart, pujaPackage: DEFAULTS.pujaPackage });
  persistState();
}
