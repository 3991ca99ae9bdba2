// The test stays offline: happy-dom does not fetch the script, and treats that as loaded.
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { injectTagManager } from './tag-manager.ts';

let doc: Document;
beforeEach(() => {
  doc = document.implementation.createHTMLDocument('test');
  window.dataLayer = [];
});

describe('tag manager injection', () => {
  it('adds the container script and its no-script frame once', () => {
    // happy-dom, unlike browsers, would make the noscript's frame live and load it: capture the markup instead.
    const insert = vi.spyOn(doc.body, 'insertAdjacentHTML').mockImplementation(() => {});
    expect(injectTagManager('GTM-AB12CD', doc)).toBe(true);
    expect(injectTagManager('GTM-AB12CD', doc)).toBe(false);
    const scripts = doc.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(scripts[0]!.async).toBe(true);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert.mock.calls[0]![1]).toMatch(/^<noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-AB12CD"/);
    expect(window.dataLayer![0]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads nothing for a value that is not a container id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(injectTagManager('"><script>alert(1)</script>', doc)).toBe(false);
    expect(doc.head.querySelector('script')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
