import { useTranslation } from 'react-i18next';
import { changeLanguage, CONSOLE_LANGUAGES, type ConsoleLanguage } from '../lib/i18n.ts';

/** Language names are written in their own language (and marked so), whichever is active. */
const NAMES: Record<ConsoleLanguage, string> = { en: 'English', hi: 'हिंदी' };

/** English ⇄ Hindi for the whole console; remembered in this browser (lib/i18n.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language')}</span>
      <select
        className="ui-input ui-select language-switch__select"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as ConsoleLanguage)}
      >
        {CONSOLE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
