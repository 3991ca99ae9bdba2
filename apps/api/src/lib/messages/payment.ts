import { ORDER_ID_MESSAGES } from '@sankalp/contract';

/** Messages of the payment feature (English, as raised) and their Hindi (shown to Hindi callers). */
export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This order is already paid.',
  beingConfirmed: 'Your payment is being confirmed. Please check the order status in a minute.',
  notPayable: 'This order can no longer be paid.',
  nothingToPay: 'This order has nothing to pay.',
  startFailed: 'Payment could not be started. Please try again.',
  providerUnreachable: 'Could not reach the payment provider. Please try again.',
  signatureInvalid: 'Payment could not be verified.',
  paymentNotFound: 'Payment not found.',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  webhookBodyInvalid: 'Invalid webhook body.',
  eventClosed: 'Booking for this event has closed, so this order can no longer be paid.',
  eventWithdrawn: 'This event is no longer available, so this order can no longer be paid.',
  refundedAfterClose: 'Booking for this event closed before your payment arrived, so it will be refunded in full.',
} as const;

export const PAYMENT_MESSAGES_HI: Record<string, string> = {
  [PAYMENT_MESSAGES.alreadyPaid]: 'इस ऑर्डर का भुगतान हो चुका है।',
  [PAYMENT_MESSAGES.beingConfirmed]: 'आपके भुगतान की पुष्टि हो रही है। कृपया एक मिनट बाद ऑर्डर की स्थिति देखें।',
  [PAYMENT_MESSAGES.notPayable]: 'इस ऑर्डर का भुगतान अब नहीं किया जा सकता।',
  [PAYMENT_MESSAGES.nothingToPay]: 'इस ऑर्डर में भुगतान के लिए कुछ नहीं है।',
  [PAYMENT_MESSAGES.startFailed]: 'भुगतान शुरू नहीं हो सका। कृपया फिर से प्रयास करें।',
  [PAYMENT_MESSAGES.providerUnreachable]: 'भुगतान सेवा से संपर्क नहीं हो सका। कृपया फिर से प्रयास करें।',
  [PAYMENT_MESSAGES.signatureInvalid]: 'भुगतान की पुष्टि नहीं हो सकी।',
  [PAYMENT_MESSAGES.paymentNotFound]: 'भुगतान नहीं मिला।',
  [PAYMENT_MESSAGES.webhookSignatureInvalid]: 'वेबहुक का हस्ताक्षर अमान्य है।',
  [PAYMENT_MESSAGES.webhookBodyInvalid]: 'वेबहुक का डेटा अमान्य है।',
  [PAYMENT_MESSAGES.eventClosed]: 'इस आयोजन की बुकिंग बंद हो चुकी है, इसलिए इस ऑर्डर का भुगतान अब नहीं किया जा सकता।',
  [PAYMENT_MESSAGES.eventWithdrawn]: 'यह आयोजन अब उपलब्ध नहीं है, इसलिए इस ऑर्डर का भुगतान अब नहीं किया जा सकता।',
  [PAYMENT_MESSAGES.refundedAfterClose]: 'आपका भुगतान मिलने से पहले इस आयोजन की बुकिंग बंद हो गई थी, इसलिए पूरी राशि वापस की जाएगी।',
  // Request checks of /payment/initiate and /payment/reconcile (contract)
  [ORDER_ID_MESSAGES.required]: 'orderId आवश्यक है।',
};
