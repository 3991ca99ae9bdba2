import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../lib/app-state.ts';
import { LANGUAGE_PARAM, otherLanguage } from '../../lib/language-url.ts';
import { LOCALE_CODES } from '../../lib/i18n.ts';
import styles from './header.module.css';

/** Ignores clicks while the switch animates (spec §9: 300 ms). */
const TOGGLE_DELAY_MS = 300;

/**
 * Flips english/hindi by rewriting `?language=` on the current URL (history replace);
 * the URL rule (UrlEffects) then switches the language, so URL and texts never disagree.
 */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const lockedUntil = useRef(0);
  const [animating, setAnimating] = useState(false);
  const next = otherLanguage(language);

  const onClick = () => {
    const now = Date.now();
    if (now < lockedUntil.current) return;
    lockedUntil.current = now + TOGGLE_DELAY_MS;
    setAnimating(true);
    window.setTimeout(() => setAnimating(false), TOGGLE_DELAY_MS);
    const params = new URLSearchParams(location.search);
    params.set(LANGUAGE_PARAM, next);
    void navigate({ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash }, { replace: true });
  };

  return (
    <button type="button" className={`${styles.langToggle} ${animating ? styles.langAnimating : ''} ${className}`} onClick={onClick}>
      <span lang={LOCALE_CODES[next]}>{t('nav.languageToggle')}</span>
      <span className="visually-hidden"> ({t('nav.languageToggleLabel')})</span>
    </button>
  );
}
