import { NAME_MESSAGES, OTP_MESSAGE, PHONE_MESSAGE, REASON_MESSAGES } from '@sankalp/contract';

/** English texts of the auth feature (what logs and tests read). */
export const AUTH_MESSAGES = {
  otpSent: 'OTP sent successfully!',
  sendFailed: 'Failed to send OTP. Please try again later.',
  resendTooSoon: 'Please wait a few seconds before requesting another OTP.',
  sendInFlight: 'A code is being sent to this number. Please wait a moment.',
  tooManyForPhone: 'Too many OTP requests for this number. Please try again later.',
  tooManyFromIp: 'Too many OTP requests. Please try again later.',
  verified: 'OTP verified successfully!',
  wrongOtp: 'Incorrect OTP. Please try again.',
  noAttemptsLeft: 'Too many incorrect attempts. Please request a new OTP.',
  expired: 'This OTP has expired or was already used. Please request a new one.',
  loggedOut: 'Logged out successfully.',
  noDevOtp: 'No OTP has been sent to this number.',
} as const;

/** English texts of the user feature. */
export const USER_MESSAGES = {
  deactivated: 'Your account has been deactivated.',
} as const;

/** Hindi for the messages of the auth and user features (English text → Hindi). */
export const ACCOUNT_MESSAGES_HI: Record<string, string> = {
  [PHONE_MESSAGE]: 'कृपया मान्य 10 अंकों का मोबाइल नंबर दर्ज करें।',
  [OTP_MESSAGE]: 'कृपया 6 अंकों का OTP दर्ज करें।',
  [AUTH_MESSAGES.otpSent]: 'OTP सफलतापूर्वक भेजा गया!',
  [AUTH_MESSAGES.sendFailed]: 'OTP नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर से प्रयास करें।',
  [AUTH_MESSAGES.resendTooSoon]: 'दूसरा OTP माँगने से पहले कृपया कुछ सेकंड प्रतीक्षा करें।',
  [AUTH_MESSAGES.sendInFlight]: 'इस नंबर पर कोड भेजा जा रहा है। कृपया एक क्षण प्रतीक्षा करें।',
  [AUTH_MESSAGES.tooManyForPhone]: 'इस नंबर के लिए बहुत अधिक OTP अनुरोध। कृपया बाद में फिर से प्रयास करें।',
  [AUTH_MESSAGES.tooManyFromIp]: 'बहुत अधिक OTP अनुरोध। कृपया बाद में फिर से प्रयास करें।',
  [AUTH_MESSAGES.verified]: 'OTP सफलतापूर्वक सत्यापित हुआ!',
  [AUTH_MESSAGES.wrongOtp]: 'गलत OTP। कृपया फिर से प्रयास करें।',
  [AUTH_MESSAGES.noAttemptsLeft]: 'बहुत अधिक गलत प्रयास। कृपया नया OTP माँगें।',
  [AUTH_MESSAGES.expired]: 'यह OTP समाप्त हो चुका है या पहले ही उपयोग हो चुका है। कृपया नया OTP माँगें।',
  [AUTH_MESSAGES.loggedOut]: 'आप सफलतापूर्वक साइन आउट हो गए हैं।',
  [AUTH_MESSAGES.noDevOtp]: 'इस नंबर पर कोई OTP नहीं भेजा गया है।',
  [NAME_MESSAGES.required]: 'नाम अनिवार्य है!',
  [NAME_MESSAGES.tooShort]: 'नाम कम से कम 2 अक्षरों का होना चाहिए',
  [NAME_MESSAGES.tooLong]: 'नाम अधिकतम 60 अक्षरों का हो सकता है',
  [NAME_MESSAGES.letters]: 'नाम में केवल अक्षर होने चाहिए',
  [REASON_MESSAGES.required]: 'कारण बताना आवश्यक है।',
  [REASON_MESSAGES.tooLong]: 'कारण अधिकतम 500 अक्षरों का हो सकता है।',
  [REASON_MESSAGES.characters]: 'कारण में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
  [USER_MESSAGES.deactivated]: 'आपका खाता निष्क्रिय कर दिया गया है।',
};
