import { PUBLISH_MESSAGES_HI } from './publish-checks.ts';

/** Messages of the catalogue API (English raised, Hindi here for lib/messages.ts). */
export const CATALOGUE_MESSAGES = {
  eventNotFound: 'This event does not exist.',
  templeMissing: 'The temple does not exist.',
  searchKeyTaken: 'Another event already uses this web address. Choose another.',
  hasOrders: 'This event has orders; archive it instead.',
  typeLocked: 'The type of an event with orders cannot change.',
  alreadyArchived: 'This event is archived; it can no longer be published.',
  notPublished: 'This event is not published.',
  bannerNotFound: 'This banner does not exist.',
  faqNotFound: 'This FAQ does not exist.',
  reviewNotFound: 'This testimonial does not exist.',
  reorderMismatch: 'The new order must list every entry exactly once. Reload and try again.',
} as const;

export const CATALOGUE_MESSAGES_HI: Record<string, string> = {
  ...PUBLISH_MESSAGES_HI,
  [CATALOGUE_MESSAGES.eventNotFound]: 'यह आयोजन मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.templeMissing]: 'यह मंदिर मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.searchKeyTaken]: 'यह वेब पता किसी दूसरे आयोजन का है। कोई दूसरा चुनें।',
  [CATALOGUE_MESSAGES.hasOrders]: 'इस आयोजन के ऑर्डर हैं; इसे हटाने के बजाय संग्रहित करें।',
  [CATALOGUE_MESSAGES.typeLocked]: 'जिस आयोजन के ऑर्डर हैं उसका प्रकार नहीं बदल सकता।',
  [CATALOGUE_MESSAGES.alreadyArchived]: 'यह आयोजन संग्रहित है; इसे अब प्रकाशित नहीं किया जा सकता।',
  [CATALOGUE_MESSAGES.notPublished]: 'यह आयोजन प्रकाशित नहीं है।',
  [CATALOGUE_MESSAGES.bannerNotFound]: 'यह बैनर मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.faqNotFound]: 'यह प्रश्न मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.reviewNotFound]: 'यह प्रशंसापत्र मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.reorderMismatch]: 'नए क्रम में हर प्रविष्टि ठीक एक बार होनी चाहिए। पेज दोबारा लोड करें।',
};
