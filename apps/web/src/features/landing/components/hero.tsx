import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import styles from './landing.module.css';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('hero.title')}
        </h1>
        <p className={styles.heroText}>{t('hero.text')}</p>
        <div className={styles.heroActions}>
          <LangLink to="/puja" className={buttonClass('primary')}>
            {t('hero.bookPuja')}
          </LangLink>
          <LangLink to="/chadawa" className={buttonClass('secondary', { className: styles.heroSecondary })}>
            {t('hero.exploreChadawa')}
          </LangLink>
        </div>
      </div>
    </section>
  );
}
