/**
 * How long an upload may go without sending a byte or getting an answer before it is taken as
 * stalled. tus-js-client has no stall detection (tus/tus-js-client#775, open), and its browser
 * request waits for `load` or `error` only: a mobile connection that goes dead without an error,
 * or a request the browser aborts itself, leaves the upload at its last percent for good. A 4 MB
 * chunk's bytes report progress as they leave, so a minute of silence is not a slow uplink.
 */
export const VIDEO_STALL_MS = 60_000;

export type StallWatch = {
  /** The upload is running: watch it from now. */
  start: () => void;
  /** Something moved (bytes sent, a request sent or answered). */
  activity: () => void;
  /** Paused, finished or failed: stop watching. */
  stop: () => void;
  /** Started and not stopped since. */
  watching: () => boolean;
};

/** Calls `onStall` when a running upload has shown no activity for `stallMs`, then watches again. */
export function stallWatch(onStall: () => void, stallMs = VIDEO_STALL_MS, now = () => Date.now()): StallWatch {
  let last = now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  return {
    start: () => {
      stop();
      last = now();
      timer = setInterval(
        () => {
          if (now() - last < stallMs) return;
          last = now();
          onStall();
        },
        Math.max(250, Math.min(5000, stallMs / 4)),
      );
    },
    activity: () => {
      last = now();
    },
    stop,
    watching: () => timer !== undefined,
  };
}
