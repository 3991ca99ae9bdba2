import './app/styles/global.css';
import { holdEarlyTaps } from './lib/early-taps.ts';

/**
 * The page arrives rendered (decision 160): the app, and the hydration it starts, load after the
 * browser has painted it. Requested earlier, its ~100 KB share the phone's connection with the
 * page's first paint and main image (Lighthouse LCP, decision 163). A button tapped before
 * hydration shows it is busy and acts once the app is in (lib/early-taps.ts); links are real links.
 */
holdEarlyTaps(document.getElementById('root')!);
requestAnimationFrame(() => setTimeout(() => void import('./boot.tsx')));
