import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import styles from './landing.module.css';

type Detail = { id: string; title: string; description: string };
/** Decorative line icons keyed by the detail's id (no emoji: not every phone has the font). */
const ICON_PATHS: Record<string, string> = {
  priests: 'M12 3c2.5 4 5 6 5 9.5a5 5 0 0 1-10 0C7 9 9.5 7 12 3zM5 20h14',
  video: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
  prasad: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  payment: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
};

function DetailIcon({ id }: { id: string }) {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={ICON_PATHS[id] ?? 'M12 4l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z'} />
    </svg>
  );
}

export function ImportantDetails() {
  const { t } = useTranslation('landing');
  const details = t('importantDetails', { returnObjects: true }) as Detail[];
  return (
    <section className={`container ${styles.section}`} aria-labelledby="details-title">
      <SectionHeading id="details-title" title={t('heading4')} subtitle={t('subHeading4')} />
      <ul className={styles.details}>
        {(Array.isArray(details) ? details : []).map((detail) => (
          <li key={detail.id} className={styles.detail}>
            <span className={styles.detailIcon} aria-hidden="true">
              <DetailIcon id={detail.id} />
            </span>
            <h3 className={styles.detailTitle}>{detail.title}</h3>
            <p>{detail.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
