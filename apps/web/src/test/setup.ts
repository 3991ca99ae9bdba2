import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so testing-library cannot register these itself: React checks that
// updates in tests happen inside `act`, and each test starts with an empty page.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(cleanup);
// As in the console's setup: `findBy…` waits for its element, up to longer than a busy machine
// needs; 1 s (testing-library's default) is a guess that loses under load.
configure({ asyncUtilTimeout: 10_000 });
