import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import styles from './testimonials.module.css';

/**
 * Testimonials carousel (spec §2): drag or swipe; up to 768 px one slide per snap, clamped to the
 * first and last; wider screens drag freely and show three decorative dots.
 */
export function Testimonials({ title, subtitle }: { title?: string; subtitle?: string }) {
  const { t } = useTranslation();
  const { data: reviews = [] } = useReviews();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
    breakpoints: { '(min-width: 769px)': { dragFree: true } },
  });
  const [edges, setEdges] = useState({ prev: false, next: true });

  const update = useCallback(() => {
    if (embla) setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update).on('scroll', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('scroll', update);
    };
  }, [embla, update]);

  if (reviews.length === 0) return null;

  return (
    <section className={`container ${styles.section}`} aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" title={title ?? t('testimonials.title')} subtitle={subtitle ?? t('testimonials.subtitle')} />
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.slide}>
              <TestimonialCard review={review} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => embla?.scrollPrev()} disabled={!edges.prev}>
          <ChevronLeftIcon />
          <span className="visually-hidden">{t('carousel.previous')}</span>
        </button>
        <span className={styles.decorDots} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <button type="button" className={styles.arrow} onClick={() => embla?.scrollNext()} disabled={!edges.next}>
          <ChevronRightIcon />
          <span className="visually-hidden">{t('carousel.next')}</span>
        </button>
      </div>
    </section>
  );
}
