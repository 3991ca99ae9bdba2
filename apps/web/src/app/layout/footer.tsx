import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/ui/lang-link.tsx';
import { config } from '../../config.ts';
import { supportChatUrl, supportMailUrl } from '../../lib/support-links.ts';
import { LogoMark } from './logo.tsx';
import styles from './footer.module.css';

/** Support through chat (prefilled message), social media and e-mail (spec §1). */
export function Footer({ showWhatsappButton }: { showWhatsappButton: boolean }) {
  const { t } = useTranslation();
  const chatUrl = supportChatUrl(t('footer.chatMessage'));
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>
            <LogoMark size={30} /> {t('brand')}
          </p>
          <p className={styles.about}>{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.help')}>
          <h2 className={styles.heading}>{t('footer.help')}</h2>
          <ul className={styles.links}>
            <li>
              <LangLink to="/puja">{t('nav.puja')}</LangLink>
            </li>
            <li>
              <LangLink to="/chadawa">{t('nav.chadawa')}</LangLink>
            </li>
            <li>
              <LangLink to="/support">{t('footer.support')}</LangLink>
            </li>
            <li>
              <LangLink to="/policy">{t('footer.policy')}</LangLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.support')}</h2>
          <ul className={styles.links}>
            <li>
              <a href={chatUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.chat')}
              </a>
            </li>
            <li>
              <a href={supportMailUrl()}>
                {t('footer.email')}: {config.supportEmail}
              </a>
            </li>
            <li>
              <a href={config.socialUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.social')}
              </a>
            </li>
          </ul>
        </div>
      </div>
      {/* A page rendered (and cached) on 31 December may be hydrated on 1 January: the year may differ, harmlessly. */}
      <p className={`container ${styles.rights}`} suppressHydrationWarning>
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
      {showWhatsappButton && (
        <a className={styles.chatButton} href={chatUrl} target="_blank" rel="noopener noreferrer">
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
            <path d="M4 20l1.5-4A8 8 0 1 1 9 19.3z" />
          </svg>
          <span className="visually-hidden">{t('footer.chat')}</span>
        </a>
      )}
    </footer>
  );
}
