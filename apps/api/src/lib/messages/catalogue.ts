/**
 * Messages of the console's catalogue API (English raised; Hindi for lib/messages.ts). Publishing
 * reports one fixed sentence per problem, so each has its Hindi text.
 */
export const PUBLISH_FIELDS = {
  name: ['name', 'नाम'],
  shortDescription: ['short description', 'संक्षिप्त विवरण'],
  attendeeStatusText: ['attendee status text', 'श्रद्धालु स्थिति पाठ'],
  locationAddress: ['location address', 'स्थान का पता'],
  about: ['about text', 'परिचय पाठ'],
  discountText: ['discount text', 'छूट पाठ'],
  imageAlt: ['image description (alt text)', 'चित्र विवरण (alt पाठ)'],
  benefit: ['benefit name and description', 'लाभ का नाम और विवरण'],
  faq: ['FAQ question and answer', 'प्रश्न और उत्तर'],
  packageName: ['package name', 'पैकेज का नाम'],
  itemName: ['offering item name and description', 'चढ़ावा वस्तु का नाम और विवरण'],
} as const;
export type PublishField = keyof typeof PUBLISH_FIELDS;

export const fillIn = (field: PublishField) => `Fill in the ${PUBLISH_FIELDS[field][0]} in both English and Hindi before publishing.`;

export const PUBLISH_MESSAGES = {
  pincode: 'Add the 6-digit pincode before publishing.',
  mainImage: 'Add at least one main image before publishing.',
  packageNeeded: 'Add at least one package before publishing.',
  itemNeeded: 'Add at least one offering item before publishing.',
  packageImage: 'Every package needs an image before publishing.',
  itemImage: 'Every offering item needs an image before publishing.',
  listBelowAmount: 'An item’s list amount cannot be below its amount.',
  closesBeforeOpens: 'Booking must close after it opens.',
  fixedDatesEmpty: 'Add at least one allowed date for a puja with fixed dates.',
  rangeIncomplete: 'A puja with a date range needs a start and an end, the end after the start.',
} as const;

export const PUBLISH_MESSAGES_HI: Record<string, string> = {
  ...Object.fromEntries(
    (Object.keys(PUBLISH_FIELDS) as PublishField[]).map((f) => [fillIn(f), `प्रकाशित करने से पहले ${PUBLISH_FIELDS[f][1]} अंग्रेज़ी और हिंदी दोनों में भरें।`]),
  ),
  [PUBLISH_MESSAGES.pincode]: 'प्रकाशित करने से पहले 6 अंकों का पिनकोड जोड़ें।',
  [PUBLISH_MESSAGES.mainImage]: 'प्रकाशित करने से पहले कम से कम एक मुख्य चित्र जोड़ें।',
  [PUBLISH_MESSAGES.packageNeeded]: 'प्रकाशित करने से पहले कम से कम एक पैकेज जोड़ें।',
  [PUBLISH_MESSAGES.itemNeeded]: 'प्रकाशित करने से पहले कम से कम एक चढ़ावा वस्तु जोड़ें।',
  [PUBLISH_MESSAGES.packageImage]: 'प्रकाशित करने से पहले हर पैकेज का चित्र जोड़ें।',
  [PUBLISH_MESSAGES.itemImage]: 'प्रकाशित करने से पहले हर चढ़ावा वस्तु का चित्र जोड़ें।',
  [PUBLISH_MESSAGES.listBelowAmount]: 'किसी वस्तु की सूची राशि उसकी राशि से कम नहीं हो सकती।',
  [PUBLISH_MESSAGES.closesBeforeOpens]: 'बुकिंग खुलने के बाद ही बंद हो सकती है।',
  [PUBLISH_MESSAGES.fixedDatesEmpty]: 'निश्चित तिथियों वाली पूजा के लिए कम से कम एक तिथि जोड़ें।',
  [PUBLISH_MESSAGES.rangeIncomplete]: 'तिथि सीमा वाली पूजा के लिए आरंभ और अंत चाहिए, अंत आरंभ के बाद।',
};

/** Messages of the catalogue API (English raised, Hindi here for lib/messages.ts). */
export const CATALOGUE_MESSAGES = {
  eventNotFound: 'This event does not exist.',
  templeMissing: 'The temple does not exist.',
  searchKeyTaken: 'Another event already uses this web address. Choose another.',
  hasOrders: 'This event has orders; archive it instead.',
  typeLocked: 'The type of an event with orders cannot change.',
  templeLocked: 'The temple of an event with orders cannot change.',
  templeArchived: 'This temple is archived: it cannot receive new events.',
  alreadyArchived: 'This event is archived; it can no longer be published.',
  notPublished: 'This event is not published.',
  bannerNotFound: 'This banner does not exist.',
  faqNotFound: 'This FAQ does not exist.',
  reviewNotFound: 'This testimonial does not exist.',
  reorderMismatch: 'The new order must list every entry exactly once. Reload and try again.',
} as const;

/** The contract's own validation messages (packages/contract/src/admin/catalogue), for the console's 400s. */
const CONTRACT_MESSAGES_HI: Record<string, string> = {
  'Fill in the English text.': 'अंग्रेज़ी पाठ भरें।',
  'Fill in the Hindi text.': 'हिंदी पाठ भरें।',
  'The pincode must be 6 digits.': 'पिनकोड 6 अंकों का होना चाहिए।',
  'The link must be a site path starting with /.': 'लिंक साइट का पथ होना चाहिए जो / से शुरू हो।',
  'Add an image.': 'एक चित्र जोड़ें।',
  'An image address must start with / or https://.': 'चित्र का पता / या https:// से शुरू होना चाहिए।',
  'A date-time is not valid.': 'एक तिथि-समय मान्य नहीं है।',
  'An amount cannot be negative.': 'राशि ऋणात्मक नहीं हो सकती।',
  'An amount is too large.': 'राशि बहुत बड़ी है।',
  'A package covers at least one person.': 'एक पैकेज कम से कम एक व्यक्ति के लिए होता है।',
  'Choose a temple.': 'एक मंदिर चुनें।',
  'This entry does not exist.': 'यह प्रविष्टि मौजूद नहीं है।',
  'The web address may use only small letters, digits and single hyphens.': 'वेब पते में केवल छोटे अक्षर, अंक और एकल हाइफ़न हो सकते हैं।',
  'The web address is too long.': 'वेब पता बहुत लंबा है।',
  ...Object.fromEntries([500, 2_000, 20_000].map((n) => [`A text is longer than ${n} characters.`, `एक पाठ ${n} अक्षरों से लंबा है।`])),
};

export const CATALOGUE_MESSAGES_HI: Record<string, string> = {
  ...PUBLISH_MESSAGES_HI,
  ...CONTRACT_MESSAGES_HI,
  [CATALOGUE_MESSAGES.eventNotFound]: 'यह आयोजन मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.templeMissing]: 'यह मंदिर मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.searchKeyTaken]: 'यह वेब पता किसी दूसरे आयोजन का है। कोई दूसरा चुनें।',
  [CATALOGUE_MESSAGES.hasOrders]: 'इस आयोजन के ऑर्डर हैं; इसे हटाने के बजाय संग्रहीत करें।',
  [CATALOGUE_MESSAGES.typeLocked]: 'जिस आयोजन के ऑर्डर हैं उसका प्रकार नहीं बदल सकता।',
  [CATALOGUE_MESSAGES.templeLocked]: 'जिस आयोजन के ऑर्डर हैं उसका मंदिर नहीं बदल सकता।',
  [CATALOGUE_MESSAGES.alreadyArchived]: 'यह आयोजन संग्रहीत है; इसे अब प्रकाशित नहीं किया जा सकता।',
  [CATALOGUE_MESSAGES.notPublished]: 'यह आयोजन प्रकाशित नहीं है।',
  [CATALOGUE_MESSAGES.bannerNotFound]: 'यह बैनर मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.faqNotFound]: 'यह प्रश्न मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.reviewNotFound]: 'यह प्रशंसापत्र मौजूद नहीं है।',
  [CATALOGUE_MESSAGES.reorderMismatch]: 'नए क्रम में हर प्रविष्टि ठीक एक बार होनी चाहिए। पेज दोबारा लोड करें।',
};
