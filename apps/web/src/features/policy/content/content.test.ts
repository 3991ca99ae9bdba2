import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';

describe('privacy policy content', () => {
  it('has the same sections, paragraphs and items in Hindi and English', () => {
    const shape = (c: typeof en) => c.sections.map((s) => [s.paragraphs?.length ?? 0, s.items?.length ?? 0]);
    expect(shape(hi)).toEqual(shape(en));
  });

  it('names the support address once in each language', () => {
    expect(en.contactText.split('{{email}}')).toHaveLength(2);
    expect(hi.contactText.split('{{email}}')).toHaveLength(2);
  });

  it('covers what the spec lists: commitment, collection, usage, cookies, control, contact', () => {
    expect(en.sections).toHaveLength(5);
    expect(en.contactHeading).toBeTruthy();
  });
});
