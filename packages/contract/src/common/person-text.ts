/**
 * The one rule for text a person types into a form (names, gotra, address lines, reasons): no
 * character a keyboard does not produce for it. Refused: control characters (BEL, ESC and the
 * terminal escapes they start; not tab and newline, which a text area types and one-line fields
 * fold to spaces before this check), format characters (bidi overrides and isolates that reorder
 * what an operator reads, zero-width spaces), private-use and unassigned code points, lone
 * surrogates, line and paragraph separators. Kept: ZWNJ and ZWJ (U+200C, U+200D), which
 * Devanagari spelling uses to choose a conjunct's form. Decision 057.
 */
const NOT_TYPED = /[\p{Co}\p{Cn}\p{Cs}\u2028\u2029]|(?![\t\n\r])\p{Cc}|(?![\u200c\u200d])\p{Cf}/u;

export const isPersonText = (text: string): boolean => !NOT_TYPED.test(text);
