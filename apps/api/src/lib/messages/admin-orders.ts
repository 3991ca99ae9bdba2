import { ADMIN_ORDER_MESSAGES as M } from '@sankalp/contract';

/** Hindi for the console's order, sankalp and dashboard messages (English text → Hindi). */
export const ADMIN_ORDER_MESSAGES_HI: Record<string, string> = {
  [M.statusInvalid]: 'ऑर्डर की स्थिति सूची में से चुनें।',
  [M.paymentStateInvalid]: 'भुगतान की स्थिति सूची में से चुनें।',
  [M.idInvalid]: 'यह आईडी मान्य नहीं है।',
  [M.dateInvalid]: 'तारीख YYYY-MM-DD के रूप में लिखें।',
  [M.searchTooShort]: 'नाम के कम से कम 3 अक्षर, 10 अंकों का फ़ोन नंबर या ऑर्डर आईडी लिखें।',
  [M.searchTooLong]: 'खोज का पाठ बहुत लंबा है।',
  [M.cursorInvalid]: 'यह पेज लिंक अब मान्य नहीं है। कृपया पहले पेज से शुरू करें।',
  [M.noteRequired]: 'पहले नोट लिखें।',
  [M.noteTooLong]: 'नोट अधिकतम 2000 अक्षरों का हो सकता है।',
  [M.languageInvalid]: 'अंग्रेज़ी या हिंदी चुनें।',
  [M.eventRequired]: 'कोई आयोजन चुनें।',
  [M.dateRequired]: 'कोई तारीख चुनें।',
  'Event not found.': 'आयोजन नहीं मिला।',
  // Admin core's refusals, shown on every console screen.
  'You do not have permission to do this.': 'आपको यह करने की अनुमति नहीं है।',
  'This belongs to a temple you are not assigned to.': 'यह उस मंदिर का है जो आपको सौंपा नहीं गया है।',
  'Please sign in to the console.': 'कृपया कंसोल में साइन इन करें।',
};
