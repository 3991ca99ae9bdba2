import { STAFF_MESSAGES, TEMPLE_MESSAGES } from '@sankalp/contract';

/**
 * Hindi for the console's own messages: its sign-in and permission answers (admin/core) and the
 * temple and staff screens. Keyed by the English text the API raises, like the site's maps.
 */
export const CONSOLE_MESSAGES_HI: Record<string, string> = {
  // admin/core: sessions, permissions, temple scope; admin/staff/grant-staff.ts.
  'Please sign in to the console.': 'कृपया कंसोल में साइन इन करें।',
  'You do not have permission to do this.': 'आपको यह करने की अनुमति नहीं है।',
  'This belongs to a temple you are not assigned to.': 'यह उस मंदिर का है जिसमें आप नियुक्त नहीं हैं।',
  'Temple staff must be assigned to at least one temple.': 'मंदिर स्टाफ़ को कम से कम एक मंदिर सौंपना आवश्यक है।',
  'One of the temples does not exist.': 'चुने गए मंदिरों में से एक मौजूद नहीं है।',
  'No active staff member has this number.': 'इस नंबर का कोई सक्रिय स्टाफ़ सदस्य नहीं है।',
  // Temples.
  [TEMPLE_MESSAGES.nameEn]: 'मंदिर का नाम अंग्रेज़ी में दर्ज करें।',
  [TEMPLE_MESSAGES.trustName]: 'ट्रस्ट का पंजीकृत नाम दर्ज करें (अधिकतम 120 अक्षर)।',
  [TEMPLE_MESSAGES.trustPan]: 'ट्रस्ट का पैन दर्ज करें: 5 अक्षर, 4 अंक, 1 अक्षर (जैसे AAATR1234K)।',
  [TEMPLE_MESSAGES.registration80g]: '80G पंजीकरण संख्या दर्ज करें (अधिकतम 60 अक्षर)।',
  [TEMPLE_MESSAGES.registration80gDate]: '80G की वैधता तिथियों में दर्ज करें (YYYY-MM-DD)।',
  [TEMPLE_MESSAGES.registration80gAll]: '80G के लिए ट्रस्ट का नाम, पैन, पंजीकरण संख्या और वैधता सब भरें, या सब खाली छोड़ें।',
  [TEMPLE_MESSAGES.registration80gOrder]: '80G की वैधता शुरू होने के बाद ही समाप्त हो सकती है।',
  [TEMPLE_MESSAGES.nameHi]: 'मंदिर का नाम हिंदी में दर्ज करें।',
  [TEMPLE_MESSAGES.nameTooLong]: 'मंदिर का नाम अधिकतम 120 अक्षरों का हो सकता है।',
  [TEMPLE_MESSAGES.addressEn]: 'पता अंग्रेज़ी में दर्ज करें।',
  [TEMPLE_MESSAGES.addressHi]: 'पता हिंदी में दर्ज करें।',
  [TEMPLE_MESSAGES.addressTooLong]: 'पता अधिकतम 300 अक्षरों का हो सकता है।',
  [TEMPLE_MESSAGES.pincode]: 'मान्य 6 अंकों का पिनकोड दर्ज करें।',
  [TEMPLE_MESSAGES.contactName]: 'संपर्क व्यक्ति का नाम अधिकतम 60 अक्षरों में दर्ज करें।',
  [TEMPLE_MESSAGES.contactPhone]: 'संपर्क फ़ोन मान्य 10 अंकों का मोबाइल नंबर होना चाहिए।',
  [TEMPLE_MESSAGES.contactEmail]: 'संपर्क का मान्य ईमेल पता दर्ज करें।',
  [TEMPLE_MESSAGES.characters]: 'पाठ में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
  [TEMPLE_MESSAGES.notFound]: 'मंदिर नहीं मिला।',
  [TEMPLE_MESSAGES.alreadyArchived]: 'यह मंदिर पहले से संग्रहीत है।',
  [TEMPLE_MESSAGES.notArchived]: 'यह मंदिर संग्रहीत नहीं है।',
  [TEMPLE_MESSAGES.hasPublishedEvents]: 'इस मंदिर के कुछ आयोजन अभी प्रकाशित हैं। पहले उन्हें अप्रकाशित या संग्रहीत करें।',
  [TEMPLE_MESSAGES.archived]: 'यह मंदिर संग्रहीत है: इसमें नए आयोजन नहीं जोड़े जा सकते।',
  // Staff.
  [STAFF_MESSAGES.templeIds]: 'मंदिर सूची में से चुनें।',
  [STAFF_MESSAGES.role]: 'भूमिका चुनें: एडमिन, ऑपरेटर या मंदिर स्टाफ़।',
  [STAFF_MESSAGES.notYourself]: 'आप अपनी एडमिन भूमिका स्वयं नहीं हटा सकते।',
  [STAFF_MESSAGES.lastAdmin]: 'अंतिम एडमिन को हटाया नहीं जा सकता। पहले किसी और को एडमिन बनाएँ।',
  [STAFF_MESSAGES.revoked]: 'पहुँच हटा दी गई।',
};
