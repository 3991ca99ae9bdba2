import './app/styles/global.css';

/**
 * The page arrives rendered (decision 160): the app, and the hydration it starts, load after the
 * browser has painted it. Requested earlier, its ~100 KB share the phone's connection with the
 * page's first paint and main image (Lighthouse LCP, decision 163). A tap before hydration does
 * nothing either way; the event pages' booking code still comes before their hydration.
 */
requestAnimationFrame(() => setTimeout(() => void import('./boot.tsx')));
