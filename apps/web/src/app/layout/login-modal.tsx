import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { SignInFlow } from '../../features/auth/index.ts';
import { setShowModal } from '../../lib/app-state.ts';

/**
 * 'Please Login' (spec §2/§6): opened when the server signals that sign-in is needed, it holds the
 * whole OTP flow so the devotee stays on the page; after sign-in the page reloads (spec §4).
 * Loaded only when first opened.
 */
export default function LoginModal() {
  const { t } = useTranslation();
  return (
    <ModalDialog
      titleId="login-modal-title"
      title={t('loginModal.title')}
      closeLabel={t('loginModal.close')}
      onClose={() => setShowModal(false)}
      focusFirstInput
    >
      <SignInFlow inModal />
    </ModalDialog>
  );
}
