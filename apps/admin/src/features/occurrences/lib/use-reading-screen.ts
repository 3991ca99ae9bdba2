import { useEffect, useRef } from 'react';
import type { ReadingController } from './use-reading-controller.ts';

/**
 * On a desk (or with a presentation clicker, which sends PageDown / PageUp): → and PageDown are
 * Next, ← and PageUp are Back. Not while a dialog or a field has the keys, nor on auto-repeat.
 */
export function useReadingKeys(reading: Pick<ReadingController, 'next' | 'back'>): void {
  const latest = useRef(reading);
  useEffect(() => {
    latest.current = reading;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('dialog, input, select, textarea')) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') {
        event.preventDefault();
        latest.current.next();
      } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
        event.preventDefault();
        latest.current.back();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Keeps the phone's screen on while a reading runs (Screen Wake Lock, where the browser has it). */
export function useScreenAwake(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request: (type: 'screen') => Promise<{ release: () => Promise<void> }> } }).wakeLock;
    if (!active || !wakeLock) return;
    let lock: { release: () => Promise<void> } | null = null;
    let live = true;
    const request = () => {
      wakeLock
        .request('screen')
        .then((sentinel) => {
          if (live) lock = sentinel;
          else void sentinel.release();
        })
        .catch(() => {
          // refused (battery saver, not visible): the screen may dim, nothing else changes
        });
    };
    // The browser drops the lock when the page is hidden; it is asked for again on return.
    const onVisible = () => {
      if (document.visibilityState === 'visible') request();
    };
    request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}
