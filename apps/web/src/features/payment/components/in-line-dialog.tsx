import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import type { Line } from '../lib/wait-in-line.ts';
import styles from './in-line-dialog.module.css';

/** How often the countdown and the progress move. */
const TICK_MS = 250;

/**
 * 'Many devotees are booking right now — you are in line' (decision 196): shown while a checkout
 * waits in line, with when the next try goes out and a way to stop waiting (`leaveLabel`: back to
 * the basket; by default 'Stop waiting'). The countdown is not a live region: a screen reader hears the title
 * and the explanation once, not every second.
 */
export function InLineDialog({ line, leaveLabel }: { line: Line; leaveLabel?: string }) {
  const { t } = useTranslation('booking');
  const leaveText = leaveLabel ?? t('line.leave');
  const [now, setNow] = useState(() => Date.now());
  const { turn } = line;
  const waiting = turn !== null && !turn.trying;

  useEffect(() => {
    if (!waiting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [waiting, turn?.nextTryAt]);

  if (!turn) return null;
  const leftMs = Math.max(0, turn.nextTryAt - now);
  const leave = () => line.leave(turn.stay);
  return (
    <ModalDialog titleId="in-line-title" title={t('line.title')} closeLabel={leaveText} onClose={leave}>
      <p className={styles.text}>{t('line.kept')}</p>
      <p className={styles.next}>{turn.trying ? t('line.trying') : t('line.nextTry', { count: Math.ceil(leftMs / 1000) })}</p>
      <progress className={styles.progress} aria-label={t('line.progress')} max={turn.waitMs} value={turn.trying ? turn.waitMs : turn.waitMs - leftMs} />
      <button type="button" className={buttonClass('secondary', { block: true })} onClick={leave}>
        {leaveText}
      </button>
    </ModalDialog>
  );
}
