import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n.ts';

// Component tests render with the real English texts.
await initI18n('en');

// `findBy…` and `waitFor` wait for what they look for; testing-library's 1 s default is a guess
// that a busy machine loses (a lazy page's chunk, every test file in parallel: the catalogue
// editor's heading came after it once). A test that finds its element goes on at once.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
