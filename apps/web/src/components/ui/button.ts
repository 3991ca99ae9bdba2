import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'maroon' | 'gold' | 'ghost';

/** Class names for a button or a link styled as one (links stay links, buttons stay buttons). */
export function buttonClass(variant: Variant = 'primary', opts: { small?: boolean; block?: boolean; className?: string } = {}): string {
  return [styles.button, styles[variant], opts.small && styles.small, opts.block && styles.block, opts.className].filter(Boolean).join(' ');
}
