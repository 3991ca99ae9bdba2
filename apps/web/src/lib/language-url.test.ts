import { describe, expect, it } from 'vitest';
import { decideLanguageUrl, initialLanguage, otherLanguage, withLanguage } from './language-url.ts';

describe('decideLanguageUrl', () => {
  it('adds the current language when the URL has none, keeping other parameters', () => {
    expect(decideLanguageUrl('', 'english')).toEqual({ action: 'add', search: '?language=english' });
    expect(decideLanguageUrl('?orderId=42', 'hindi')).toEqual({ action: 'add', search: '?orderId=42&language=hindi' });
  });

  it('treats an empty value as missing', () => {
    expect(decideLanguageUrl('?language=', 'hindi')).toEqual({ action: 'add', search: '?language=hindi' });
  });

  it('sends any other value to the landing page in the current language', () => {
    expect(decideLanguageUrl('?language=french', 'english')).toEqual({ action: 'redirect-home', to: '/?language=english' });
    expect(decideLanguageUrl('?language=Hindi', 'hindi')).toEqual({ action: 'redirect-home', to: '/?language=hindi' });
  });

  it('switches when the URL names the other language', () => {
    expect(decideLanguageUrl('?language=hindi', 'english')).toEqual({ action: 'switch', language: 'hindi' });
    expect(decideLanguageUrl('?x=1&language=english', 'hindi')).toEqual({ action: 'switch', language: 'english' });
  });

  it('keeps a URL that already names the current language', () => {
    expect(decideLanguageUrl('?language=english', 'english')).toEqual({ action: 'keep' });
    expect(decideLanguageUrl('language=hindi', 'hindi')).toEqual({ action: 'keep' });
  });
});

describe('initialLanguage', () => {
  it('prefers a valid URL value, then the persisted one, then english', () => {
    expect(initialLanguage('?language=hindi', 'english')).toBe('hindi');
    expect(initialLanguage('?language=tamil', 'hindi')).toBe('hindi');
    expect(initialLanguage('', undefined)).toBe('english');
    expect(initialLanguage('', 'klingon')).toBe('english');
  });
});

describe('withLanguage', () => {
  it('sets the parameter on paths with or without query and hash', () => {
    expect(withLanguage('/puja', 'hindi')).toBe('/puja?language=hindi');
    expect(withLanguage('/orders/details?orderId=7', 'english')).toBe('/orders/details?orderId=7&language=english');
    expect(withLanguage('/puja?language=english#faq', 'hindi')).toBe('/puja?language=hindi#faq');
    expect(withLanguage('', 'english')).toBe('/?language=english');
  });

  it('flips between the two languages', () => {
    expect(otherLanguage('english')).toBe('hindi');
    expect(otherLanguage('hindi')).toBe('english');
  });
});
