/**
 * A tap before hydration (issue 21). The page arrives rendered and is inert until the app has
 * loaded and hydrated it: ~3 s on a mid-range phone on slow 4G (main.tsx loads the app after the
 * first paint, decision 163), and a section whose code or texts are still loading is hydrated after
 * the rest (React drops a click on it until then). Links work without the app (they are real
 * links); a button tapped meanwhile would do nothing and the tap be lost. This few-line module, in
 * the entry, holds the last such tap: the button shows it is busy, and is clicked again once React
 * has taken it over.
 */
const TAPPABLE = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

/** A button React never takes over (none should exist) is let go after this long. */
const GIVE_UP_MS = 30_000;

/** React has hydrated (or rendered) this element: its props, and so its handlers, are on it. */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

export function holdEarlyTaps(root: HTMLElement): void {
  const html = document.documentElement;
  const hydrated = () => html.hasAttribute('data-hydrated');
  let held: { element: HTMLElement; inlinePosition: string; giveUpAt: number } | null = null;
  let waiting = false;

  const release = (): HTMLElement | null => {
    if (!held) return null;
    const { element, inlinePosition } = held;
    held = null;
    element.removeAttribute('data-early-tap');
    element.removeAttribute('aria-busy');
    element.style.position = inlinePosition;
    return element;
  };

  // A frame after hydration at the earliest: the first effects (the stored session, the basket)
  // have rendered, so the tap meets the page as the devotee sees it.
  const replayWhenOwned = () => {
    if (waiting) return;
    waiting = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        waiting = false;
        const element = held?.element;
        if (!element) return;
        const owned = ownedByReact(element);
        if (element.isConnected && !owned && Date.now() < held!.giveUpAt) return replayWhenOwned();
        release();
        if (element.isConnected && owned) element.click();
      }),
    );
  };

  document.addEventListener(
    'click',
    (event) => {
      const element = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
      if (!element || !root.contains(element) || (element as HTMLButtonElement).disabled || ownedByReact(element)) return;
      // Nothing else may act on it now: the browser would tick a box React has not seen.
      event.preventDefault();
      event.stopImmediatePropagation();
      release();
      held = { element, inlinePosition: element.style.position, giveUpAt: Date.now() + GIVE_UP_MS };
      // The busy look (global.css) covers the button: it needs a positioned box to cover.
      if (getComputedStyle(element).position === 'static') element.style.position = 'relative';
      element.setAttribute('data-early-tap', '');
      element.setAttribute('aria-busy', 'true');
      if (hydrated()) replayWhenOwned();
    },
    true,
  );

  if (hydrated()) return;
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    replayWhenOwned();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}
