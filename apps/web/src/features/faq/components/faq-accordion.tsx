import type { TFaq } from '@sankalp/contract';
import styles from './faq.module.css';

/** Native <details>: keyboard and screen-reader support for free, no script to open panels. */
export function FaqAccordion({ faqs }: { faqs: TFaq[] }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq.id} className={styles.item}>
          <summary className={styles.question}>{faq.question}</summary>
          <div className={styles.answer}>
            <p>{faq.answer.text}</p>
            {faq.answer.bullets.length > 0 && (
              <ul>
                {faq.answer.bullets.map((bullet, i) => (
                  <li key={i}>{bullet}</li>
                ))}
              </ul>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
