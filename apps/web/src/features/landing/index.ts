/** The in-progress events toggle, also shown under the payment result pages. */
export { EventShowcase } from './components/event-showcase.tsx';
