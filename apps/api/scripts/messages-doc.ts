import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGE_TEXTS } from '@sankalp/contract';
import { templateText } from '../src/features/notification/message-text.ts';

/** docs/messages.md: the templates to submit to Meta and to DLT, written from the code that sends them. */
export function messagesDoc(): string {
  const lines = [
    '# Messages to devotees: the templates to approve',
    '',
    'Written by `npm run messages:doc -w @sankalp/api` from `apps/api/src/features/notification/message-text.ts`;',
    'do not edit by hand (a test fails when this file and the code differ).',
    '',
    'Each is a WhatsApp **utility** template (same name in English `en` and Hindi `hi`, one body with',
    'the numbered variables) and a DLT SMS template per language, whose ids go in',
    '`MSG91_NOTIFY_TEMPLATES` (text → {english, hindi}); DLT variables are the same, in order. A chadawa',
    "order's message of a kind whose words are a puja's has a text of its own (`…_CHADAWA`, decision 231).",
    '',
  ];
  for (const text of MESSAGE_TEXTS) {
    const en = templateText(text, 'english');
    const hi = templateText(text, 'hindi');
    lines.push(`## ${text} — \`${en.name}\``, '', `- en: ${en.text}`, `- hi: ${hi.text}`, '');
  }
  return lines.join('\n');
}

export const messagesDocPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/messages.md');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(messagesDocPath, messagesDoc());
  console.log(`wrote ${messagesDocPath}`);
}
