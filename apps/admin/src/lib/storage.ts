/** localStorage keys of the console (the site's own keys are different: a staff session never signs a devotee in). */
export const STORAGE_KEYS = { staffToken: 'sankalp.staff.token', language: 'sankalp.staff.language' } as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the value lasts as long as the page
  }
}
