import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/ui/simple-page.tsx';
import { config } from '../../../config.ts';

export default function SupportPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const chatUrl = `https://wa.me/${config.supportChatNumber}?text=${encodeURIComponent(tc('footer.chatMessage'))}`;
  return (
    <SimplePage title={t('support')}>
      <p>{t('supportText')}</p>
      <p>
        <a href={`mailto:${config.supportEmail}`}>{t('supportEmail', { email: config.supportEmail })}</a>
      </p>
      <p>
        <a href={chatUrl} target="_blank" rel="noopener noreferrer">
          {t('supportChat')}
        </a>
      </p>
    </SimplePage>
  );
}
