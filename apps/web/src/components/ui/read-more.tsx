import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml, htmlToText } from '../../lib/sanitize-html.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { truncateText, type TruncationLimits } from '../../lib/truncate.ts';
import styles from './read-more.module.css';

type Props = { html: string; limits: TruncationLimits; className?: string };

/** HTML text cut to a width-dependent length with Read More / Read Less (spec §2, §9). */
export function ReadMore({ html, limits, className = '' }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const wide = useMediaQuery('(min-width: 1024px)');
  const medium = useMediaQuery('(min-width: 600px)');
  const limit = wide ? limits.wide : medium ? limits.medium : limits.narrow;
  const short = truncateText(htmlToText(html), limit);

  return (
    <div className={className}>
      {short && !expanded ? <p>{short}</p> : <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />}
      {short && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('readLess') : t('readMore')}
        </button>
      )}
    </div>
  );
}
