import { STATEMENT_MESSAGES as M } from '@sankalp/contract';

/** Hindi for the temple statements and the reconciliation (decisions 270, 271). */
export const STATEMENT_MESSAGES_HI: Record<string, string> = {
  [M.templeRequired]: 'मंदिर चुनें।',
  [M.periodOrder]: 'अवधि का अंतिम दिन पहले दिन के बाद या उसी दिन होना चाहिए।',
  [M.periodTooLong]: 'अवधि अधिकतम 366 दिनों की हो सकती है।',
  [M.referenceRequired]: 'भुगतान का संदर्भ दर्ज करें (बैंक ट्रांसफ़र या UTR नंबर)।',
  [M.referenceTooLong]: 'संदर्भ अधिकतम 100 अक्षरों का हो सकता है।',
  [M.shareBps]: '0 से 100 तक का प्रतिशत दर्ज करें, दशमलव के बाद अधिकतम दो अंक।',
  [M.feePerOrder]: 'प्रति ऑर्डर शुल्क ₹0 से ₹10,000 तक दर्ज करें।',
  [M.changed]: 'दिखाए जाने के बाद विवरण बदल गया है (नए भुगतान या धनवापसी)। निपटाया हुआ चिह्नित करने से पहले इसे फिर से देखें।',
  [M.empty]: 'इस अवधि में निपटाने के लिए कुछ नहीं है।',
  [M.notFound]: 'विवरण नहीं मिला।',
};
