import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { track } from '../../../lib/analytics.ts';
import styles from './landing.module.css';

/** Spec §9: each arrow press scrolls the slider by 300 px. */
const SCROLL_STEP_PX = 300;

type Props = { items: ReactNode[]; extra?: ReactNode; labels: { back: string; forward: string }; analyticsEvent?: string };

/** Native horizontal scrolling (touch, trackpad, keyboard) with arrow buttons and scroll snap. */
export function EventSlider({ items, extra, labels, analyticsEvent }: Props) {
  const track_ = useRef<HTMLUListElement>(null);
  const reported = useRef(false);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = () => {
    const el = track_.current;
    if (!el) return;
    const start = el.scrollLeft <= 4;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    // The first scroll past half a card is worth knowing about (spec §2).
    const card = el.firstElementChild as HTMLElement | null;
    if (analyticsEvent && !reported.current && card && el.scrollLeft > card.offsetWidth / 2) {
      reported.current = true;
      track(analyticsEvent);
    }
  };

  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [items.length]); // eslint-disable-line react-hooks/exhaustive-deps

  const scroll = (direction: 1 | -1) => track_.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <div className={styles.slider}>
      <ul ref={track_} className={styles.sliderTrack} onScroll={update}>
        {items.map((item, i) => (
          <li key={i} className={styles.sliderItem}>
            {item}
          </li>
        ))}
        {extra && <li className={styles.sliderItem}>{extra}</li>}
      </ul>
      <div className={styles.sliderButtons}>
        <button type="button" className={styles.sliderButton} onClick={() => scroll(-1)} disabled={edges.start}>
          <ChevronLeftIcon />
          <span className="visually-hidden">{labels.back}</span>
        </button>
        <button type="button" className={styles.sliderButton} onClick={() => scroll(1)} disabled={edges.end}>
          <ChevronRightIcon />
          <span className="visually-hidden">{labels.forward}</span>
        </button>
      </div>
    </div>
  );
}
