/** What event pages use to book; the cart page itself is a route (app/routes.tsx). */
export { useCart } from './api/get-cart.ts';
export { usePickPackage } from './api/use-pick-package.ts';
export { useFinishGuestChoice } from './api/use-finish-guest-choice.ts';
export { OfferingItemControl } from './components/offering-item-control.tsx';
export { PrasadCheckbox } from './components/prasad-checkbox.tsx';
export { useBasket } from './lib/basket-store.ts';
/** Checkout's field rules, which the order page's sankalp edit applies too (issue 12). */
export { extraNameError, fullNameError, participantNameError, type MessageKey } from './lib/booking-form.ts';
