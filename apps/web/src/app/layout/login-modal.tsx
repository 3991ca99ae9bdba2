import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { SignInFlow } from '../../features/auth/index.ts';
import { setShowModal } from '../../lib/app-state.ts';
import styles from './login-modal.module.css';

/**
 * 'Please Login' (spec §2/§6): opened when the server signals that sign-in is needed, it holds the
 * whole OTP flow so the devotee stays on the page; after sign-in the page reloads (spec §4).
 * Loaded only when first opened.
 */
export default function LoginModal() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // showModal focuses the first button (close); the devotee came to type their number.
    el?.querySelector<HTMLInputElement>('input')?.focus();
    return () => el?.close();
  }, []);

  const close = () => setShowModal(false);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="login-modal-title" onClose={close} onCancel={close}>
      <div className={styles.head}>
        <h2 id="login-modal-title" className={styles.title}>
          {t('loginModal.title')}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          <CloseIcon />
          <span className="visually-hidden">{t('loginModal.close')}</span>
        </button>
      </div>
      <SignInFlow inModal />
    </dialog>
  );
}
