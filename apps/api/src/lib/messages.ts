import type { Language } from '@sankalp/contract';
import { ACCOUNT_MESSAGES_HI } from './messages/accounts.ts';
import { CATALOGUE_MESSAGES_HI } from './messages/catalogue.ts';
import { ADMIN_ORDER_MESSAGES_HI } from './messages/admin-orders.ts';
import { COMMERCE_MESSAGES_HI } from './messages/commerce.ts';
import { MEDIA_MESSAGES_HI, mediaMessageHi } from './messages/media.ts';
import { CONSOLE_MESSAGES_HI } from './messages/console.ts';
import { FULFILMENT_MESSAGES_HI } from './messages/fulfilment.ts';
import { PAYMENT_MESSAGES_HI } from './messages/payment.ts';
import { NOTIFICATION_MESSAGES_HI } from './messages/notifications.ts';
import { READING_MESSAGES_HI } from './messages/reading.ts';
import { RETRY_MESSAGES_HI } from './messages/retries.ts';
import { SHIPMENT_MESSAGES_HI } from './messages/shipments.ts';
import { STATEMENT_MESSAGES_HI } from './messages/statements.ts';
import { DOCUMENT_MESSAGES_HI } from './messages/documents.ts';
import { BUSY_MESSAGE } from './errors.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './unstorable-text.ts';

/**
 * Hindi for every message the API itself writes. Errors are raised with their English text (what
 * logs and tests read); the error handler shows the Hindi one when the request asks for Hindi.
 * A message missing here is sent in English rather than not at all.
 */
const HINDI: Record<string, string> = {
  ...ACCOUNT_MESSAGES_HI,
  ...COMMERCE_MESSAGES_HI,
  ...PAYMENT_MESSAGES_HI,
  ...MEDIA_MESSAGES_HI,
  ...CONSOLE_MESSAGES_HI,
  ...FULFILMENT_MESSAGES_HI,
  ...CATALOGUE_MESSAGES_HI,
  ...ADMIN_ORDER_MESSAGES_HI,
  ...NOTIFICATION_MESSAGES_HI,
  ...READING_MESSAGES_HI,
  ...SHIPMENT_MESSAGES_HI,
  ...STATEMENT_MESSAGES_HI,
  ...RETRY_MESSAGES_HI,
  ...DOCUMENT_MESSAGES_HI,
  'Bad Request': 'अमान्य अनुरोध',
  'Something went wrong. Please try again.': 'कुछ गलत हो गया। कृपया फिर से प्रयास करें।',
  'The service is briefly unavailable. Please try again in a moment.': 'सेवा कुछ क्षण के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से प्रयास करें।',
  [BUSY_MESSAGE]: 'इस समय बहुत से भक्त बुकिंग कर रहे हैं। कृपया कुछ सेकंड बाद फिर से प्रयास करें।',
  'The request body is not valid JSON.': 'अनुरोध का डेटा मान्य JSON नहीं है।',
  'The request body is too large.': 'अनुरोध का डेटा बहुत बड़ा है।',
  'Unsupported content type.': 'यह सामग्री प्रकार समर्थित नहीं है।',
  'Too many requests. Please wait a little and try again.': 'बहुत अधिक अनुरोध। कृपया थोड़ा रुककर फिर से प्रयास करें।',
  'Route not found.': 'यह पता मौजूद नहीं है।',
  'The requested range is outside the file.': 'माँगा गया हिस्सा फ़ाइल के बाहर है।',
  'Method not allowed.': 'इस पते पर यह अनुरोध स्वीकार नहीं किया जाता।',
  [UNSTORABLE_TEXT_MESSAGE]: 'अनुरोध में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
  'Please login to continue.': 'आगे बढ़ने के लिए कृपया साइन इन करें।',
  'Your session has expired. Please login again.': 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  'Puja not found.': 'पूजा नहीं मिली।',
  'Chadawa not found.': 'चढ़ावा नहीं मिला।',
  'pageNumber must be a number': 'pageNumber एक संख्या होनी चाहिए',
  'pageNumber must be a whole number': 'pageNumber एक पूर्ण संख्या होनी चाहिए',
  'pageNumber must be 0 or more': 'pageNumber 0 या उससे अधिक होनी चाहिए',
  'pageNumber is too large': 'pageNumber बहुत बड़ी है',
};

/** Messages that carry a configured number have their Hindi made with the same number. */
const hindiOf = (message: string): string | undefined => HINDI[message] ?? mediaMessageHi(message);

export function localize(message: string, language: Language): string {
  return language === 'hindi' ? (hindiOf(message) ?? message) : message;
}

/** For tests: every message the API can raise must have its Hindi text. */
export const hasHindi = (message: string) => hindiOf(message) !== undefined;
