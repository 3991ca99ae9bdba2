import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { track, ANALYTICS_EVENTS } from '../../lib/analytics.ts';
import { useLanguage } from '../../lib/app-state.ts';
import { decideLanguageUrl } from '../../lib/language-url.ts';
import { switchLanguage } from '../../lib/switch-language.ts';

/**
 * Applies the language rule on every URL (spec §2), scrolls to the top when the page changes
 * and records a page view once the URL is settled.
 */
export function UrlEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const decision = decideLanguageUrl(location.search, language);

  // A passive effect on purpose: the router subscribes to history in its own layout effect, which
  // runs after this component's; a navigation from a layout effect on first render would be lost.
  useEffect(() => {
    if (decision.action === 'add') void navigate({ pathname: location.pathname, search: decision.search, hash: location.hash }, { replace: true });
    else if (decision.action === 'redirect-home') void navigate(decision.to, { replace: true });
    else if (decision.action === 'switch') void switchLanguage(decision.language);
  }, [decision.action, location.pathname, location.search, location.hash, language, navigate]); // eslint-disable-line react-hooks/exhaustive-deps

  const lastPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (lastPath.current !== null && lastPath.current !== location.pathname && !location.hash) window.scrollTo(0, 0);
    lastPath.current = location.pathname;
  }, [location.pathname, location.hash]);

  const settled = decision.action === 'keep';
  useEffect(() => {
    if (!settled) return;
    track(ANALYTICS_EVENTS.pageView, { page_path: location.pathname, page_location: window.location.href, language });
  }, [settled, location.pathname, location.search, language]);

  return null;
}
