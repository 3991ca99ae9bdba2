import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import styles from './simple-page.module.css';

/** A titled page of text (policy, support). */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children && <div className={styles.body}>{children}</div>}
    </section>
  );
}
