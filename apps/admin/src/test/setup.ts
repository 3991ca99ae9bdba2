import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n.ts';

// Component tests render with the real English texts.
await initI18n('en');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
