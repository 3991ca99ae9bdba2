import type { Language, TFaq } from '@sankalp/contract';
import type { faqs } from '../../db/schema/index.ts';
import { pick } from '../../lib/pick.ts';

export const toFaq = (row: typeof faqs.$inferSelect, language: Language): TFaq => ({
  id: row.id,
  question: pick(language, row.questionEn, row.questionHi),
  answer: {
    text: pick(language, row.answerTextEn, row.answerTextHi),
    bullets: pick(language, row.answerBulletsEn, row.answerBulletsHi),
  },
});
