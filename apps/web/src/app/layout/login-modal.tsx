import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button.ts';
import { useLangNavigate } from '../../components/ui/lang-link.tsx';
import { setShowModal } from '../../lib/app-state.ts';
import styles from './login-modal.module.css';

/**
 * 'Please Login' (spec §2/§6), opened when the server signals sign-in is needed. The OTP flow
 * itself lives on /auth (a later issue); this modal leads there.
 */
export default function LoginModal() {
  const { t } = useTranslation();
  const navigate = useLangNavigate();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  const close = () => setShowModal(false);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="login-modal-title" onClose={close} onCancel={close}>
      <h2 id="login-modal-title" className={styles.title}>
        {t('loginModal.title')}
      </h2>
      <p className={styles.body}>{t('loginModal.body')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={close}>
          {t('loginModal.close')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => {
            close();
            navigate('/auth');
          }}
        >
          {t('loginModal.login')}
        </button>
      </div>
    </dialog>
  );
}
