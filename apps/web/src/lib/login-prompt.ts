import { appStore } from './app-state.ts';

/**
 * Why 'Please Login' opened (the modal says so under its title), and what the guest had asked
 * for, finished once they are signed in. The sign-in reloads the page (spec §4), so the choice
 * crosses the reload in sessionStorage: written only when the sign-in succeeds, read once by the
 * event page after it, for that event only.
 */
export type LoginReason = 'addItem' | 'pickPackage' | 'prasad' | 'bookings' | 'profile' | 'sessionEnded' | 'default';

export type ResumeAction =
  | { kind: 'addItem'; eventId: string; itemId: string }
  | { kind: 'pickPackage'; eventId: string; packageId: string }
  | { kind: 'prasad'; eventId: string; prasadId: string };

export type LoginPrompt = { reason: LoginReason; /** The item or package named in the reason. */ name?: string; resume?: ResumeAction };

const RESUME_KEY = 'sankalp:afterSignIn';

/**
 * This document's id. reload() does not stop the page that calls it: until the new document
 * commits, the old one still runs (its cart read may answer then), so the choice names the
 * page that kept it and only a later page takes it.
 */
const THIS_PAGE = `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type KeptChoice = { action: ResumeAction; keptBy: string };

/** Opens 'Please Login' saying why. */
export const openLogin = (prompt: LoginPrompt) => appStore.set({ showModal: true, loginPrompt: prompt });

/**
 * The modal asked for by the server (a showModal answer, a 401/403): a reason the page gave first
 * is kept, since the server's answer is about the same tap.
 */
export function openLoginForServer(reason: LoginReason): void {
  const { showModal, loginPrompt } = appStore.get();
  appStore.set({ showModal: true, loginPrompt: showModal && loginPrompt ? loginPrompt : { reason } });
}

/** Closed without signing in: the guest's choice is forgotten. */
export const closeLogin = () => appStore.set({ showModal: false, loginPrompt: null });

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Signed in from the modal, just before the reload: the choice is kept for the page after it. */
export function keepChoiceForReload(page = THIS_PAGE): void {
  const resume = appStore.get().loginPrompt?.resume;
  if (!resume) return;
  try {
    session()?.setItem(RESUME_KEY, JSON.stringify({ action: resume, keptBy: page } satisfies KeptChoice));
  } catch {
    // Storage refused (private mode, quota): the devotee taps again.
  }
}

/**
 * The choice kept for this event, once, by a page after the one that kept it (it is removed
 * whatever it names: it was for the page signed in on).
 */
export function takeChoiceAfterSignIn(eventId: string, page = THIS_PAGE): ResumeAction | null {
  const storage = session();
  const raw = storage?.getItem(RESUME_KEY);
  if (!raw) return null;
  let kept: KeptChoice | null = null;
  try {
    kept = JSON.parse(raw) as KeptChoice;
  } catch {
    // Not ours (an older build wrote another shape): dropped below.
  }
  if (kept?.keptBy === page) return null;
  storage?.removeItem(RESUME_KEY);
  return kept?.action?.eventId === eventId ? kept.action : null;
}
