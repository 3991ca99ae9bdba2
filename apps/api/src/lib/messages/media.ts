import { megapixels } from '@sankalp/contract';
/** Hindi for the messages of uploaded media (admin/media). */
export const MEDIA_MESSAGES = {
  notAnImage: 'This file is not an image we can use.',
  imageTooLarge: 'This image is too large.',
  noFile: 'Please choose an image to upload.',
  videoTooLarge: 'This video is too large.',
  videoType: 'Please upload an MP4, MOV or WebM video.',
  videoOrder: 'Say which order or puja date this video is for.',
  orderNotFound: 'Order not found.',
  uploadNotFound: 'This upload is not finished or does not exist.',
} as const;

/** The pixel cap is configured (MEDIA_IMAGE_MAX_PIXELS): its message names it, in megapixels (as the console's hint does). */
export const tooManyPixelsMessage = (maxPixels: number) =>
  `This image has too many pixels: at most ${megapixels(maxPixels)} megapixels (a phone photo) can be uploaded.`;
const TOO_MANY_PIXELS = /^This image has too many pixels: at most ([\d.]+) megapixels \(a phone photo\) can be uploaded\.$/;

/** Hindi of the media messages that carry a number (see messages.ts). */
export function mediaMessageHi(message: string): string | undefined {
  const cap = TOO_MANY_PIXELS.exec(message)?.[1];
  return cap === undefined ? undefined : `इस चित्र में बहुत अधिक पिक्सेल हैं: अधिकतम ${cap} मेगापिक्सेल (फ़ोन के कैमरे की फ़ोटो जितना) का चित्र अपलोड किया जा सकता है।`;
}

export const MEDIA_MESSAGES_HI: Record<string, string> = {
  [MEDIA_MESSAGES.notAnImage]: 'इस फ़ाइल को चित्र के रूप में इस्तेमाल नहीं किया जा सकता।',
  [MEDIA_MESSAGES.imageTooLarge]: 'यह चित्र बहुत बड़ा है।',
  [MEDIA_MESSAGES.noFile]: 'कृपया अपलोड करने के लिए एक चित्र चुनें।',
  [MEDIA_MESSAGES.videoTooLarge]: 'यह वीडियो बहुत बड़ा है।',
  [MEDIA_MESSAGES.videoType]: 'कृपया MP4, MOV या WebM वीडियो अपलोड करें।',
  [MEDIA_MESSAGES.videoOrder]: 'बताएँ कि यह वीडियो किस ऑर्डर या पूजा की तारीख के लिए है।',
  [MEDIA_MESSAGES.orderNotFound]: 'ऑर्डर नहीं मिला।',
  [MEDIA_MESSAGES.uploadNotFound]: 'यह अपलोड पूरा नहीं हुआ है या मौजूद नहीं है।',
};
