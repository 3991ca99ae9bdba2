/** Routes of spec §2 ("/orders/details?orderId={orderId}"); LangLink adds the language. */
export const ORDERS_PATH = '/orders';
export const orderDetailsPath = (orderId: string) => `${ORDERS_PATH}/details?orderId=${encodeURIComponent(orderId)}`;
