import { config } from '../../../config.ts';
import type { PolicyContent } from '../api/get-policy.ts';
import styles from './policy.module.css';

export function PolicyBody({ content }: { content: PolicyContent }) {
  const [beforeEmail, afterEmail = ''] = content.contactText.split('{{email}}');
  return (
    <div className={styles.policy}>
      <p>{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items && (
            <ul className={styles.list}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <section>
        <h2 className={styles.heading}>{content.contactHeading}</h2>
        <p>
          {beforeEmail}
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          {afterEmail}
        </p>
      </section>
    </div>
  );
}
