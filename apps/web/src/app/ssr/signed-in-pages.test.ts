import { describe, expect, it } from 'vitest';
import { isSignedInPage } from '../../entry-server.tsx';

/** The server sends the visitor's own pages no-store (decision 235): these, and only these. */
describe('signed-in pages', () => {
  it('are the visitor’s own pages, order status included', () => {
    for (const page of ['/orders', '/orders/details', '/payment/status', '/payment/processing', '/cart', '/profile', '/profile/deactivate', '/auth'])
      expect(isSignedInPage(page), page).toBe(true);
  });

  it('are not the catalogue, the policy pages or unknown paths', () => {
    for (const page of ['/', '/puja', '/puja/some-key', '/chadawa', '/chadawa/x', '/policy', '/support', '/no-such-page'])
      expect(isSignedInPage(page), page).toBe(false);
  });
});
