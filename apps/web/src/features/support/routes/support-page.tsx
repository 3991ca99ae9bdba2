import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { SimplePage } from '../../../components/ui/simple-page.tsx';
import { config } from '../../../config.ts';
import { supportChatUrl, supportMailUrl } from '../../../lib/support-links.ts';
import styles from './support-page.module.css';

/** /support: a support e-mail link and a chat link with a prefilled message (spec §2). */
export default function SupportPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  return (
    <SimplePage title={t('support')}>
      <p>{t('supportText')}</p>
      <div className={styles.ways}>
        <a className={buttonClass('primary')} href={supportChatUrl(tc('footer.chatMessage'))} target="_blank" rel="noopener noreferrer">
          {t('supportChat')}
        </a>
        <a className={buttonClass('secondary')} href={supportMailUrl(t('support'))}>
          {t('supportEmail', { email: config.supportEmail })}
        </a>
      </div>
    </SimplePage>
  );
}
