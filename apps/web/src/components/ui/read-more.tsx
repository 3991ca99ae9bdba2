import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml, htmlToText } from '../../lib/sanitize-html.ts';
import { truncateText, type TruncationLimits } from '../../lib/truncate.ts';
import styles from './read-more.module.css';

type Props = { html: string; limits: TruncationLimits; className?: string };

const WIDTHS = ['narrow', 'medium', 'wide'] as const;

/**
 * HTML text cut to a width-dependent length with Read More / Read Less (spec §2, §9). Each width's
 * cut is in the markup and CSS shows the one for the screen: the server cannot know the width, and
 * choosing in JavaScript would change the text (and move the page) once hydrated.
 */
export function ReadMore({ html, limits, className = '' }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const text = htmlToText(html);
  const cuts = WIDTHS.map((width) => ({ width, short: truncateText(text, limits[width]) }));
  const cutSomewhere = cuts.some((cut) => cut.short);
  const full = (width?: (typeof WIDTHS)[number]) => (
    <div key={width} className={`rich-text ${width ? styles[width] : ''}`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
  );

  return (
    <div className={className}>
      {expanded || !cutSomewhere
        ? full()
        : cuts.map(({ width, short }) =>
            short ? (
              <p key={width} className={styles[width]}>
                {short}
              </p>
            ) : (
              full(width)
            ),
          )}
      {cutSomewhere && (
        <button
          type="button"
          className={`${styles.toggle} ${cuts
            .filter((cut) => !cut.short)
            .map((cut) => styles[`${cut.width}Hidden`])
            .join(' ')}`}
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('readLess') : t('readMore')}
        </button>
      )}
    </div>
  );
}
