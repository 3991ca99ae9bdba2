import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { buttonClass } from './button.ts';
import { LangLink } from './lang-link.tsx';
import styles from './not-found.module.css';

/** The spec's 404 page (§2): an unknown route, or an event the catalogue does not have. */
export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <LangLink to="/" className={buttonClass('primary')}>
        {t('notFound.goHome')}
      </LangLink>
    </section>
  );
}
