import type { ReactNode } from 'react';
import styles from './orders.module.css';

/** A card that stands in for content the user cannot see (signed out, order not found), with a way on. */
export function NoticeCard({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <div className={styles.notice}>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.muted}>{body}</p>
      {action}
    </div>
  );
}
