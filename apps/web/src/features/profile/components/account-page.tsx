import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import styles from './profile.module.css';

/** The narrow, titled column the account screens share. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
