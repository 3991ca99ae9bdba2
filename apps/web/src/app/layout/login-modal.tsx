import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { SignInFlow } from '../../features/auth/index.ts';
import { useAppState } from '../../lib/app-state.ts';
import { closeLogin } from '../../lib/login-prompt.ts';

/**
 * 'Please Login' (spec §2/§6): opened when the server signals that sign-in is needed, or when a
 * guest taps something only a signed-in devotee can do. Under the spec's title it says why
 * (issue 21), then holds the whole OTP flow so the devotee stays on the page; after sign-in the
 * page reloads (spec §4) and finishes what they had tapped. Loaded only when first opened.
 */
export default function LoginModal() {
  const { t } = useTranslation();
  const prompt = useAppState((s) => s.loginPrompt) ?? { reason: 'default' };
  return (
    <ModalDialog
      titleId="login-modal-title"
      title={t('loginModal.title')}
      closeLabel={t('loginModal.close')}
      onClose={closeLogin}
      focusFirstInput
      description={<p id="login-modal-reason">{t(`loginModal.reasons.${prompt.reason}`, { name: prompt.name ?? '' })}</p>}
      descriptionId="login-modal-reason"
    >
      <SignInFlow inModal />
    </ModalDialog>
  );
}
