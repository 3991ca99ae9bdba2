import { appStore, useAppState, type CartItem } from '../../../lib/app-state.ts';

/** The persisted basket slice (spec §3 client state `cart.cartItems`). */
export const getBasket = (): CartItem[] => appStore.get().cart.cartItems;
export const setBasket = (cartItems: CartItem[]) => appStore.set({ cart: { cartItems } });
export const useBasket = (): CartItem[] => useAppState((s) => s.cart.cartItems);

/** The chosen package's name (spec §3 slice `pujaPackage`, initially 'Individual'). */
export const setSelectedPackage = (selectedPackage: string) => appStore.set({ pujaPackage: { selectedPackage } });
