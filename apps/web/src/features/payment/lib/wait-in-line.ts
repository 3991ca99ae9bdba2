import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Waiting in line (decision 196). Past its capacity the server refuses a checkout start (order
 * create, payment initiate) with 503 BUSY and a Retry-After; the site then shows its calm in-line
 * screen and asks again by itself after Retry-After plus jitter, for as long as the devotee stays.
 * Nothing is lost meanwhile: the basket lives on the server, and a refused call changed nothing.
 */

/** An answer that may be "busy": a refusal carrying when to ask again. */
type MaybeBusy = { ok: boolean; retryAfterSeconds?: number };

/** Where the devotee stands while in line: when the next try goes out, or that it is out now. `stay`: which wait this is. */
export type Turn = { stay: number; tries: number; waitMs: number; nextTryAt: number; trying: boolean };

export type Line = {
  /** Null while not in line. */
  turn: Turn | null;
  /**
   * Leave the line (the screen's cancel button): the wait ends, no further try goes out. Given a
   * `stay`, only that wait is left: the screen's dialog reports its own closing after the line has
   * ended, perhaps while the next call (initiate after create) is already waiting.
   */
  leave: (stay?: number) => void;
  /**
   * Calls `call` until its answer is not busy, waiting in line between tries; that answer, or null
   * if the devotee left the line. A try already out when they leave is let finish: if the server
   * admits it, the checkout goes on (its order may exist by then), otherwise the line ends.
   */
  waitFor: <T extends MaybeBusy>(call: () => Promise<T>) => Promise<T | null>;
};

/** Retry-After from the server, bounded, plus up to half of it again: devotees refused together do not come back together. */
export function lineWaitMs(retryAfterSeconds: number, random = Math.random()): number {
  const seconds = Math.min(Math.max(retryAfterSeconds, 1), 60);
  return Math.round(seconds * 1000 * (1 + random / 2));
}

const isBusy = (answer: MaybeBusy) => !answer.ok && answer.retryAfterSeconds !== undefined;

export function useWaitInLine(): Line {
  const [turn, setTurn] = useState<Turn | null>(null);
  const leaving = useRef(false);
  const endWait = useRef<(() => void) | null>(null);
  const stays = useRef(0);

  const leave = useCallback((stay?: number) => {
    if (stay !== undefined && stay !== stays.current) return;
    leaving.current = true;
    endWait.current?.();
  }, []);
  // A screen closed while in line (navigation) leaves it.
  useEffect(() => leave, [leave]);

  const waitFor = useCallback(async <T extends MaybeBusy>(call: () => Promise<T>): Promise<T | null> => {
    const stay = ++stays.current;
    leaving.current = false;
    try {
      for (let tries = 1; ; tries++) {
        const answer = await call();
        if (!isBusy(answer)) return answer;
        if (leaving.current) return null;
        const waitMs = lineWaitMs(answer.retryAfterSeconds!);
        setTurn({ stay, tries, waitMs, nextTryAt: Date.now() + waitMs, trying: false });
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          endWait.current = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        endWait.current = null;
        if (leaving.current) return null;
        setTurn((t) => t && { ...t, trying: true });
      }
    } finally {
      setTurn(null);
    }
  }, []);

  return { turn, leave, waitFor };
}
