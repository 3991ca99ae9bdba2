import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const IMAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/images');

/**
 * The site writes names, titles and captions itself, in the page's language; words baked into a
 * picture would be English on Hindi pages (and doubled next to the real text).
 */
describe('pictures under public/images', () => {
  it('carry no words', () => {
    const svgs = readdirSync(IMAGES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(40);
    const withText = svgs.filter((f) => /<text[\s>]/.test(readFileSync(path.join(IMAGES, f), 'utf8')));
    expect(withText).toEqual([]);
  });
});
