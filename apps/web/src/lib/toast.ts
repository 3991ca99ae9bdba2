/**
 * Toasts without putting sonner in the entry chunk: the module loads on first use (or when the
 * shell mounts its Toaster after first paint). Sonner replays toasts created before the Toaster
 * subscribes, so nothing is lost.
 */
type Kind = 'error' | 'success' | 'info' | 'warning';

const load = () => import('sonner');

function show(kind: Kind, message: string, durationMs?: number) {
  // A page rendered on the server has no one to show a toast to; the browser shows its own failures.
  if (typeof document === 'undefined') return;
  void load().then(({ toast }) => toast[kind](message, durationMs ? { duration: durationMs } : undefined));
}

export const notify = {
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
  /** Closes every toast shown: what they said (a wrong code, say) no longer holds. */
  dismissAll: () => {
    if (typeof document === 'undefined') return;
    void load().then(({ toast }) => toast.dismiss());
  },
};
