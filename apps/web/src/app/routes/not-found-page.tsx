import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button.ts';
import { LangLink } from '../../components/ui/lang-link.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import styles from './not-found-page.module.css';

/** 404 for any unknown route, including a type segment other than puja or chadawa (spec §2). */
export default function NotFoundPage() {
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
