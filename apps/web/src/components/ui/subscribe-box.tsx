import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button.ts';
import styles from './subscribe-box.module.css';

/** Spec §2: e-mail only, browser validation; submitting clears the field and sends nothing. */
export function SubscribeBox() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setEmail('');
  };
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="subscribe-title">
      <div className={styles.box}>
        <div>
          <h2 id="subscribe-title" className={styles.title}>
            {t('subscribe.title')}
          </h2>
          <p className={styles.text}>{t('subscribe.text')}</p>
        </div>
        <form className={styles.form} onSubmit={onSubmit}>
          <label htmlFor="subscribe-email" className="visually-hidden">
            {t('subscribe.emailLabel')}
          </label>
          <input
            id="subscribe-email"
            className={styles.input}
            type="email"
            required
            autoComplete="email"
            placeholder={t('subscribe.placeholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className={buttonClass('maroon')}>
            {t('subscribe.button')}
          </button>
        </form>
      </div>
    </section>
  );
}
