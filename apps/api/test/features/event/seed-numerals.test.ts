import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/db/seed/catalogue/index.ts';

/** Hindi pages write numbers in Latin digits, like the site's prices, dates and countdown (decision 071). */
describe('demo catalogue', () => {
  it('writes numbers in Hindi texts with Latin digits', () => {
    const devanagariDigits = JSON.stringify(catalogue).match(/[^"]{0,30}[०-९][^"]{0,30}/g) ?? [];
    expect(devanagariDigits).toEqual([]);
  });
});
