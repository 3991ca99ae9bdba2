import styles from './section-heading.module.css';

type Props = { id?: string; title: string; subtitle?: string; center?: boolean; level?: 1 | 2 | 3 };

export function SectionHeading({ id, title, subtitle, center, level = 2 }: Props) {
  const Tag = `h${level}` as const;
  return (
    <div className={`${styles.heading} ${center ? styles.center : ''}`}>
      <Tag id={id} className={styles.title}>
        {title}
      </Tag>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
