import { afterEach, describe, expect, it } from 'vitest';
import { shareUrl } from './share.ts';

const setCanonical = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = href;
  document.head.append(link);
};

afterEach(() => {
  document.head.querySelectorAll('link[rel="canonical"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('shareUrl', () => {
  it("is the server's canonical URL of the page shown (its og:url)", () => {
    window.history.replaceState(null, '', '/puja/rudrabhishek?language=hindi&utm_source=x');
    setCanonical('https://sankalp.example/puja/rudrabhishek?language=hindi');
    expect(shareUrl('hindi')).toBe('https://sankalp.example/puja/rudrabhishek?language=hindi');
  });

  it('follows the language now shown, not the one the page was loaded in', () => {
    window.history.replaceState(null, '', '/puja/rudrabhishek?language=english');
    setCanonical('https://sankalp.example/puja/rudrabhishek?language=hindi');
    expect(shareUrl('english')).toBe('https://sankalp.example/puja/rudrabhishek?language=english');
  });

  it('is this page, not the first page loaded, after a move inside the site (the head is not rewritten)', () => {
    window.history.replaceState(null, '', '/chadawa/bel-patra?language=english');
    setCanonical('https://sankalp.example/?language=english');
    expect(shareUrl('english')).toBe(`${window.location.origin}/chadawa/bel-patra?language=english`);
  });

  it('is built from the address without a canonical link (the dev server)', () => {
    window.history.replaceState(null, '', '/puja/rudrabhishek?utm_source=x');
    expect(shareUrl('english')).toBe(`${window.location.origin}/puja/rudrabhishek?language=english`);
  });
});
