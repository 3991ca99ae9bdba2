/**
 * One spelling per word in every Hindi text — the site, the console, the server's messages
 * (issue 21, decision 232): the same thing said two ways reads as two things. `use` is the word
 * the texts say; `not` the other spellings found in them before. Each app's test runs its Hindi
 * texts through `hindiMisspellings`.
 */
export const HINDI_SPELLINGS: readonly { use: string; not: RegExp }[] = [
  // Refund: धनवापसी (feminine: "धनवापसी हो गई"), as the console's statuses and dashboard said already.
  { use: 'धनवापसी', not: /रिफ़ंड|रिफंड/ },
  { use: 'संपन्न', not: /सम्पन्न/ },
  { use: 'हिंदी', not: /हिन्दी/ },
  { use: 'संग्रहीत', not: /संग्रहित/ },
  // The devotee's basket is the पूजा टोकरी everywhere.
  { use: 'टोकरी', not: /कार्ट/ },
  // An image is a चित्र (the catalogue's word) — छवि was the uploads' word for the same field.
  { use: 'चित्र', not: /छवि/ },
];

/** The texts that spell a word otherwise than `HINDI_SPELLINGS` says, each with the word to use. */
export function hindiMisspellings(texts: readonly string[]): string[] {
  return texts.flatMap((text) => HINDI_SPELLINGS.filter((rule) => rule.not.test(text)).map((rule) => `${text} → ${rule.use}`));
}
