import { act as preactAct } from 'preact/test-utils';

/**
 * Tests render with the runtime the site ships, Preact's React compatibility layer (decision 040),
 * so they wait with Preact's `act`. Like React's, it also lets the promise chains the callback
 * started settle (a mocked fetch → JSON → parse → state), which Preact's own `act` does not wait for.
 */
export function act(callback: () => unknown): Promise<void> {
  return preactAct(async () => {
    await callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
