import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ReadingDevice } from './reading-device.ts';
import { ReadingSync, type SendEvents, type SyncStatus, type SyncTimers } from './reading-sync.ts';

export type SyncOptions = { isOnline?: () => boolean; timers?: SyncTimers };

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * The page's sender of queued taps: tries at once on mount (taps left from before a reload), when
 * the phone comes back online or the page becomes visible again, and after every tap (`kick`).
 */
export function useReadingSync(device: ReadingDevice, send: SendEvents, options: SyncOptions = {}): { status: SyncStatus; kick: () => void } {
  const { isOnline = browserOnline, timers } = options;
  const [sync] = useState(() => new ReadingSync(device, send, { isOnline, timers }));
  const status = useSyncExternalStore(sync.subscribe, sync.snapshot);

  useEffect(() => {
    const kick = () => sync.kick();
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync.kick();
    };
    window.addEventListener('online', kick);
    document.addEventListener('visibilitychange', onVisible);
    sync.activate();
    sync.kick();
    return () => {
      window.removeEventListener('online', kick);
      document.removeEventListener('visibilitychange', onVisible);
      sync.dispose();
    };
  }, [sync]);

  return { status, kick: () => sync.kick() };
}
