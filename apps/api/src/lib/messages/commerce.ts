/** Hindi for the messages of the cart, order and payment features (English text → Hindi). */
export const COMMERCE_MESSAGES_HI: Record<string, string> = {};
