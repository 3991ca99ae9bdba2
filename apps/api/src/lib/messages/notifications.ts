import { RESEND_MESSAGES, SANKALP_MESSAGES } from '@sankalp/contract';

/** Hindi for the sankalp edit, the notification settings and the console's message resend (issue 12). */
export const NOTIFICATION_MESSAGES_HI: Record<string, string> = {
  [SANKALP_MESSAGES.locked]: 'संकल्प अब बदला नहीं जा सकता: इस पूजा की बुकिंग बंद हो चुकी है।',
  [SANKALP_MESSAGES.tooManyNames]: 'इस बुकिंग में इतने नामों की जगह नहीं है।',
  [RESEND_MESSAGES.notFound]: 'यह संदेश इस ऑर्डर में नहीं मिला।',
  [RESEND_MESSAGES.inFlight]: 'यह संदेश अभी भेजा जा रहा है। इसके पूरा होने तक रुकें।',
  'Webhook verification refused.': 'वेबहुक का सत्यापन अस्वीकार किया गया।',
  'A status names a message not recorded yet; deliver it again later.': 'यह स्थिति ऐसे संदेश की है जो अभी दर्ज नहीं हुआ; बाद में फिर भेजें।',
  'whatsapp must be true or false': 'whatsapp का मान true या false होना चाहिए।',
  'whatsappOptIn must be true or false': 'whatsappOptIn का मान true या false होना चाहिए।',
};
