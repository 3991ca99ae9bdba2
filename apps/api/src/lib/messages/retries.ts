/** Messages of safe retries (the Idempotency-Key header, decision 190), English as raised. */
export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 255 printable characters.',
  reused: 'This Idempotency-Key was already used for a different request.',
  inFlight: 'This request is still being processed. Please wait a moment.',
} as const;

export const RETRY_MESSAGES_HI: Record<string, string> = {
  [IDEMPOTENCY_MESSAGES.invalid]: 'Idempotency-Key हेडर में 1 से 255 तक छपने योग्य अक्षर होने चाहिए।',
  [IDEMPOTENCY_MESSAGES.reused]: 'यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही उपयोग हो चुकी है।',
  [IDEMPOTENCY_MESSAGES.inFlight]: 'यह अनुरोध अभी पूरा हो रहा है। कृपया एक क्षण प्रतीक्षा करें।',
};
