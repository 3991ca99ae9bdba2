import styles from './spinner.module.css';

/** A loading indicator with a text for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
