import type { Language, TEventKind } from '@sankalp/contract';
import type { OrderStatus } from './order-status.ts';

type Text = { en: string; hi: string };
/** `offeringDescription`: a chadawa is offered, not performed like a puja (issue 21). */
type StatusText = { name: Text; description: Text; payment: Text; offeringDescription?: Text };

/** What a devotee reads for each status: chip (orderDisplayName), tooltip, and payment line. */
const STATUS_TEXT: Record<OrderStatus, StatusText> = {
  CREATED: {
    name: { en: 'Payment Pending', hi: 'भुगतान लंबित' },
    description: { en: 'Your booking is saved. Complete the payment to confirm it.', hi: 'आपकी बुकिंग सहेज ली गई है। पुष्टि के लिए भुगतान पूरा करें।' },
    payment: { en: 'Payment pending', hi: 'भुगतान लंबित' },
  },
  AWAITING_PAYMENT_CONFIRMATION: {
    name: { en: 'Confirming Payment', hi: 'भुगतान की पुष्टि हो रही है' },
    description: { en: 'We are waiting for the bank to confirm your payment.', hi: 'हम बैंक से आपके भुगतान की पुष्टि की प्रतीक्षा कर रहे हैं।' },
    payment: { en: 'Awaiting confirmation from the bank', hi: 'बैंक से पुष्टि की प्रतीक्षा' },
  },
  PAYMENT_FAILED: {
    name: { en: 'Payment Failed', hi: 'भुगतान विफल' },
    description: { en: 'The payment did not go through. You can try again.', hi: 'भुगतान पूरा नहीं हुआ। आप फिर से प्रयास कर सकते हैं।' },
    payment: { en: 'Payment failed', hi: 'भुगतान विफल' },
  },
  SUCCESS: {
    name: { en: 'Booking Confirmed', hi: 'बुकिंग की पुष्टि हुई' },
    description: { en: 'Payment received. Your puja will be performed on the scheduled date.', hi: 'भुगतान प्राप्त हुआ। आपकी पूजा निर्धारित तिथि पर की जाएगी।' },
    offeringDescription: {
      en: 'Payment received. Your chadawa will be offered on the scheduled date.',
      hi: 'भुगतान प्राप्त हुआ। आपका चढ़ावा निर्धारित तिथि पर अर्पित किया जाएगा।',
    },
    payment: { en: 'Payment received', hi: 'भुगतान प्राप्त हुआ' },
  },
  'IN TRANSIT': {
    name: { en: 'Prasad In Transit', hi: 'प्रसाद रास्ते में है' },
    description: { en: 'Your puja is done and the prasad is on its way to you.', hi: 'आपकी पूजा संपन्न हुई और प्रसाद आपके पास भेजा जा रहा है।' },
    offeringDescription: {
      en: 'Your chadawa has been offered and the prasad is on its way to you.',
      hi: 'आपका चढ़ावा अर्पित हो गया और प्रसाद आपके पास भेजा जा रहा है।',
    },
    payment: { en: 'Payment received', hi: 'भुगतान प्राप्त हुआ' },
  },
  COMPLETED: {
    name: { en: 'Completed', hi: 'संपन्न' },
    description: { en: 'Your puja has been performed. Watch the video of your puja.', hi: 'आपकी पूजा संपन्न हो गई है। अपनी पूजा का वीडियो देखें।' },
    offeringDescription: {
      en: 'Your chadawa has been offered. Watch the video of the offering.',
      hi: 'आपका चढ़ावा अर्पित हो गया है। चढ़ावे का वीडियो देखें।',
    },
    payment: { en: 'Payment received', hi: 'भुगतान प्राप्त हुआ' },
  },
  CANCELLED: {
    name: { en: 'Cancelled', hi: 'रद्द' },
    description: { en: 'This booking was cancelled.', hi: 'यह बुकिंग रद्द कर दी गई।' },
    payment: { en: 'Booking cancelled', hi: 'बुकिंग रद्द' },
  },
};

const say = (text: Text, language: Language) => (language === 'hindi' ? text.hi : text.en);

export const statusName = (status: OrderStatus, language: Language) => say(STATUS_TEXT[status].name, language);
/** The chip's tooltip, in the words of the booking's kind: a chadawa is offered, a puja performed. */
export const statusDescription = (status: OrderStatus, language: Language, kind: TEventKind = 'PUJA') => {
  const text = STATUS_TEXT[status];
  return say((kind === 'OFFERING' && text.offeringDescription) || text.description, language);
};
export const paymentMessage = (status: OrderStatus, language: Language) => say(STATUS_TEXT[status].payment, language);

/**
 * The timeline (orderProcessingSteps) reads as a history: its first row says what happened, not
 * the status the order then had ("Payment Pending" would still stand there after paying).
 */
const TIMELINE_TEXT: Partial<Record<OrderStatus, { name: Text; description: Text }>> = {
  CREATED: {
    name: { en: 'Booked', hi: 'बुकिंग हुई' },
    description: { en: 'Your booking was saved.', hi: 'आपकी बुकिंग सहेज ली गई।' },
  },
};

export const timelineName = (status: OrderStatus, language: Language) => say(TIMELINE_TEXT[status]?.name ?? STATUS_TEXT[status].name, language);
export const timelineDescription = (status: OrderStatus, language: Language, kind: TEventKind = 'PUJA') => {
  const text = TIMELINE_TEXT[status]?.description;
  return text ? say(text, language) : statusDescription(status, language, kind);
};
