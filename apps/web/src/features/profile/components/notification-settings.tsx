import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationSettings, useSetWhatsApp } from '../api/notifications.ts';
import styles from './profile.module.css';

/**
 * The profile's "WhatsApp updates" switch (issue 12, decision 171): it shows the sign-in phone's
 * consent; on opts that phone in, off stops WhatsApp for every number of the account's bookings
 * (the description says both, since the switch alone shows only the one number). A real checkbox with role="switch", labelled and described, so screen
 * readers announce it as an on/off switch.
 */
export function NotificationSettings() {
  const { t } = useTranslation('account');
  const settings = useNotificationSettings();
  const save = useSetWhatsApp();
  const hintId = useId();
  const loaded = settings.data ?? null;
  return (
    <section className={styles.card} aria-labelledby="notifications-heading">
      <h2 id="notifications-heading" className={styles.cardTitle}>
        {t('notifications.title')}
      </h2>
      <label className={styles.switchRow}>
        <span className={styles.switchLabel}>{t('notifications.whatsapp')}</span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={loaded?.whatsapp ?? false}
          disabled={!loaded || save.isPending}
          aria-describedby={hintId}
          onChange={(e) => save.mutate(e.target.checked)}
        />
      </label>
      <p id={hintId} className={styles.muted}>
        {settings.isError || (!settings.isPending && !loaded) ? t('notifications.loadFailed') : t('notifications.hint')}
      </p>
    </section>
  );
}
