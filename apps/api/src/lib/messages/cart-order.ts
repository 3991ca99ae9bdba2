import { CART_REQUEST_MESSAGES, CHECKOUT_MESSAGES } from '@sankalp/contract';

/** Hindi for the messages of the cart and order features (English text → Hindi). */
export const CART_ORDER_MESSAGES_HI: Record<string, string> = {
  'This order can no longer be changed.': 'इस ऑर्डर में अब बदलाव नहीं किया जा सकता।',
  'Order not found.': 'ऑर्डर नहीं मिला।',
  // Cart rules (features/cart/cart-errors.ts)
  'This event was not found.': 'यह आयोजन नहीं मिला।',
  'Booking for this event has not opened yet.': 'इस आयोजन की बुकिंग अभी शुरू नहीं हुई है।',
  'Booking for this event has closed.': 'इस आयोजन की बुकिंग बंद हो चुकी है।',
  'This item is not available for this event.': 'यह वस्तु इस आयोजन के लिए उपलब्ध नहीं है।',
  'A puja package is added with quantity 1.': 'पूजा पैकेज केवल 1 की मात्रा में जोड़ा जाता है।',
  'Prasad can only be chosen (1) or not (0).': 'प्रसाद या तो चुना जा सकता है (1) या नहीं (0)।',
  'Too many participants for this event.': 'इस आयोजन के लिए प्रतिभागी बहुत अधिक हैं।',
  [CART_REQUEST_MESSAGES.parentId]: 'parentId एक मान्य आयोजन id होनी चाहिए',
  [CART_REQUEST_MESSAGES.itemId]: 'itemId एक मान्य वस्तु id होनी चाहिए',
  [CART_REQUEST_MESSAGES.type]: 'type PUJA या OFFERING होना चाहिए',
  [CART_REQUEST_MESSAGES.subType]: 'subType PUJA_PACKAGE, OFFERING_ITEM, PRASAD या PARTICIPANT होना चाहिए',
  [CART_REQUEST_MESSAGES.quantity]: 'quantity 0 से 99 तक की पूर्ण संख्या होनी चाहिए',
  // Checkout form (spec §5)
  [CHECKOUT_MESSAGES.fullNameRequired]: 'पूरा नाम आवश्यक है।',
  [CHECKOUT_MESSAGES.fullNameDigits]: 'पूरे नाम में अंक नहीं होने चाहिए।',
  [CHECKOUT_MESSAGES.whatsappRequired]: 'व्हाट्सऐप नंबर आवश्यक है।',
  [CHECKOUT_MESSAGES.whatsappDigits]: 'व्हाट्सऐप नंबर में केवल अंक होने चाहिए।',
  [CHECKOUT_MESSAGES.whatsappLength]: 'व्हाट्सऐप नंबर ठीक 10 अंकों का होना चाहिए।',
  [CHECKOUT_MESSAGES.gotraRequired]: 'गोत्र आवश्यक है।',
  [CHECKOUT_MESSAGES.addressRequired]: 'पता आवश्यक है।',
  [CHECKOUT_MESSAGES.cityRequired]: 'शहर आवश्यक है।',
  [CHECKOUT_MESSAGES.stateRequired]: 'राज्य आवश्यक है।',
  [CHECKOUT_MESSAGES.pincodeRequired]: 'पिनकोड आवश्यक है।',
  [CHECKOUT_MESSAGES.pincodeLength]: 'पिनकोड ठीक 6 अंकों का होना चाहिए।',
  [CHECKOUT_MESSAGES.dateRequired]: 'तिथि चुनना आवश्यक है।',
  [CHECKOUT_MESSAGES.nameRequired]: 'नाम आवश्यक है।',
  [CHECKOUT_MESSAGES.nameDigits]: 'नाम में अंक नहीं होने चाहिए।',
  [CHECKOUT_MESSAGES.dateNotAllowed]: 'कृपया उपलब्ध तिथियों में से एक चुनें।',
  [CHECKOUT_MESSAGES.tooLong]: 'यह फ़ील्ड बहुत लंबा है।',
  [CHECKOUT_MESSAGES.tooManyNames]: 'प्रतिभागियों के नाम बहुत अधिक हैं।',
  [CHECKOUT_MESSAGES.cartId]: 'cartId एक मान्य कार्ट id होनी चाहिए',
  // Checkout rules (features/order/order-errors.ts)
  'Your Puja Basket is empty.': 'आपकी पूजा टोकरी खाली है।',
  'Please choose a puja package.': 'कृपया एक पूजा पैकेज चुनें।',
  'Please add at least one offering.': 'कृपया कम से कम एक चढ़ावा जोड़ें।',
  'orderId is required': 'orderId आवश्यक है',
};
