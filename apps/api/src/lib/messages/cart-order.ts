/** Hindi for the messages of the cart and order features (English text → Hindi). */
export const CART_ORDER_MESSAGES_HI: Record<string, string> = {
  'This order can no longer be changed.': 'इस ऑर्डर में अब बदलाव नहीं किया जा सकता।',
  'Order not found.': 'ऑर्डर नहीं मिला।',
};
