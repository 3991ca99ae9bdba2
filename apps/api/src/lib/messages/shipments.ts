/**
 * Messages of prasad shipments (decisions 182, 183): the shipments CSV import's refusals and the
 * reasons a row of it cannot be applied (English, as raised), and their Hindi. A row's reason is
 * shown in the request's language like any error message.
 */
export const SHIPMENT_MESSAGES = {
  fileTooLarge: 'The file is larger than 1 MB. Split it and import each part.',
  tooManyRows: 'The file has more than 5,000 rows. Split it and import each part.',
  notCsv: 'The file could not be read as CSV. Save it as CSV (comma-separated) and try again.',
  noHeader: 'The file needs a header row with the columns: order id, courier, AWB and tracking URL.',
  noRows: 'The file has no shipment rows.',
  batchKeyReused: 'This import was already sent with another file. Reload the page and try again.',
  orderIdMissing: 'The order id is missing.',
  courierMissing: 'The courier is missing (or longer than 100 characters).',
  awbMissing: 'The AWB / tracking number is missing (or longer than 100 characters).',
  urlInvalid: 'The tracking URL must be an https link.',
  orderUnknown: 'No order has this id.',
  otherOccurrence: 'This order is for another puja or date.',
  cancelled: 'This order is cancelled.',
  refunded: 'This order has a refund: ship its prasad from the order’s page if it should still go.',
  orderTwice: 'This order is on more than one row of the file.',
  awbTwice: 'This AWB is on more than one row of the file.',
  awbInUse: 'This AWB is already used by another order.',
  applyFailed: 'This order could not be shipped because of an error. Try again, or ship it from its page.',
  webhookTokenInvalid: 'Invalid webhook token.',
} as const;

export const SHIPMENT_MESSAGES_HI: Record<string, string> = {
  [SHIPMENT_MESSAGES.fileTooLarge]: 'फ़ाइल 1 एमबी से बड़ी है। इसे भागों में बाँटकर हर भाग अलग से अपलोड करें।',
  [SHIPMENT_MESSAGES.tooManyRows]: 'फ़ाइल में 5,000 से अधिक पंक्तियाँ हैं। इसे भागों में बाँटकर हर भाग अलग से अपलोड करें।',
  [SHIPMENT_MESSAGES.notCsv]: 'फ़ाइल CSV के रूप में पढ़ी नहीं जा सकी। इसे CSV (कॉमा से अलग) में सहेजकर फिर से प्रयास करें।',
  [SHIPMENT_MESSAGES.noHeader]: 'फ़ाइल की पहली पंक्ति में ये कॉलम होने चाहिए: ऑर्डर आईडी, कूरियर, AWB और ट्रैकिंग लिंक।',
  [SHIPMENT_MESSAGES.noRows]: 'फ़ाइल में शिपमेंट की कोई पंक्ति नहीं है।',
  [SHIPMENT_MESSAGES.batchKeyReused]: 'यह अपलोड किसी और फ़ाइल के साथ पहले ही भेजा जा चुका है। पेज फिर से लोड करके प्रयास करें।',
  [SHIPMENT_MESSAGES.orderIdMissing]: 'ऑर्डर आईडी नहीं दी गई है।',
  [SHIPMENT_MESSAGES.courierMissing]: 'कूरियर का नाम नहीं दिया गया है (या 100 अक्षरों से लंबा है)।',
  [SHIPMENT_MESSAGES.awbMissing]: 'AWB / ट्रैकिंग नंबर नहीं दिया गया है (या 100 अक्षरों से लंबा है)।',
  [SHIPMENT_MESSAGES.urlInvalid]: 'ट्रैकिंग लिंक https वाला होना चाहिए।',
  [SHIPMENT_MESSAGES.orderUnknown]: 'इस आईडी का कोई ऑर्डर नहीं है।',
  [SHIPMENT_MESSAGES.otherOccurrence]: 'यह ऑर्डर किसी और पूजा या तारीख का है।',
  [SHIPMENT_MESSAGES.cancelled]: 'यह ऑर्डर रद्द हो चुका है।',
  [SHIPMENT_MESSAGES.refunded]: 'इस ऑर्डर की धनवापसी हो चुकी है: अगर प्रसाद फिर भी भेजना है तो ऑर्डर के पेज से भेजें।',
  [SHIPMENT_MESSAGES.orderTwice]: 'यह ऑर्डर फ़ाइल की एक से अधिक पंक्तियों में है।',
  [SHIPMENT_MESSAGES.awbTwice]: 'यह AWB फ़ाइल की एक से अधिक पंक्तियों में है।',
  [SHIPMENT_MESSAGES.awbInUse]: 'यह AWB पहले से किसी और ऑर्डर में दर्ज है।',
  [SHIPMENT_MESSAGES.applyFailed]: 'किसी त्रुटि के कारण यह ऑर्डर भेजा नहीं जा सका। फिर से प्रयास करें, या इसके पेज से भेजें।',
  [SHIPMENT_MESSAGES.webhookTokenInvalid]: 'वेबहुक का टोकन अमान्य है।',
};
