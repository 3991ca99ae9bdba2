import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import choose from '../../../assets/how-it-works/choose.svg';
import details from '../../../assets/how-it-works/details.svg';
import prasad from '../../../assets/how-it-works/prasad.svg';
import ritual from '../../../assets/how-it-works/ritual.svg';
import styles from './landing.module.css';

type Step = { title: string; subtitle: string; image: string };
const IMAGES: Record<string, string> = { choose, details, ritual, prasad };

/** A list of steps; choosing one switches the picture beside it (spec §2 'how it works'). */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  const raw = t('menuItems', { returnObjects: true }) as Step[];
  const steps = Array.isArray(raw) ? raw : [];
  const [active, setActive] = useState(0);
  const current = steps[active];

  return (
    <section className={`container ${styles.section}`} aria-labelledby="how-title">
      <SectionHeading id="how-title" title={t('heading5')} subtitle={t('subHeading5')} />
      <div className={styles.how}>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step.image}>
              <button type="button" className={styles.step} aria-pressed={i === active} onClick={() => setActive(i)}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  <span className={styles.stepTitle}>{step.title}</span>
                  <span className={styles.stepText}>{step.subtitle}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
        {current && (
          <div className={styles.howImage}>
            <img key={current.image} src={IMAGES[current.image]} alt={current.title} width={400} height={300} loading="lazy" />
          </div>
        )}
      </div>
    </section>
  );
}
