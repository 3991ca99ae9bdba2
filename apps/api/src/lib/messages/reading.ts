import { READING_EVENTS_MAX, READING_MESSAGES as M } from '@sankalp/contract';

/** Hindi for reading mode's refusals (decision 181; English text → Hindi). */
export const READING_MESSAGES_HI: Record<string, string> = {
  [M.id]: 'पढ़ने की हर घटना के साथ फ़ोन पर बना एक UUID होना चाहिए।',
  [M.orderId]: 'orderId नहीं है या बहुत लंबा है।',
  [M.time]: 'समय ISO 8601 रूप में, ऑफ़सेट के साथ होना चाहिए।',
  [M.offset]: 'किसी नाम का समय Start से 0 से 24 घंटे के बीच होना चाहिए।',
  [M.type]: 'पढ़ने की घटना या तो start है या read।',
  [M.events]: `पढ़ने की 1 से ${READING_EVENTS_MAX} घटनाएँ भेजें।`,
  [M.orderNotInOccurrence]: 'पढ़े गए नामों में एक ऐसा ऑर्डर है जो इस पूजा तिथि के ऑर्डरों में नहीं है।',
  [M.readingOfOther]: 'किसी दूसरी पूजा तिथि का वाचन यहाँ भेजा गया।',
  [M.unknownReading]: 'एक पढ़ा गया नाम ऐसे वाचन का है जो कभी शुरू नहीं हुआ। पहले उसका Start भेजें।',
  [M.readingNotFound]: 'इस पूजा तिथि का यह वाचन नहीं मिला।',
};
