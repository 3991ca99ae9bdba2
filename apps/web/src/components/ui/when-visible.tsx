import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport, or once the
 * browser is idle after load (so the section still appears without scrolling, just later than
 * the content above the fold). Keeps below-the-fold code off the first load.
 */
export function WhenVisible({ children, minHeight, margin = '600px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    const show = () => setVisible(true);
    if (typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: margin });
    observer.observe(el);
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(show, { timeout: 3000 }) : setTimeout(show, 2000);
    return () => {
      observer.disconnect();
      if (hasIdle) window.cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [visible, margin]);

  if (visible) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
