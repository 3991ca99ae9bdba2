import { describe, expect, it } from 'vitest';
import { SHORT_DESCRIPTION_LIMITS, truncateText, truncationLimit } from './truncate.ts';

describe('truncation', () => {
  it('picks 500, 300 or 350 characters by width', () => {
    expect(truncationLimit(SHORT_DESCRIPTION_LIMITS, 1280)).toBe(500);
    expect(truncationLimit(SHORT_DESCRIPTION_LIMITS, 800)).toBe(300);
    expect(truncationLimit(SHORT_DESCRIPTION_LIMITS, 360)).toBe(350);
  });

  it('cuts at a word boundary and leaves short texts alone', () => {
    expect(truncateText('short', 10)).toBeNull();
    expect(truncateText('one two three four five', 15)).toBe('one two three…');
    expect(truncateText('abcdefghijklmnop', 5)).toBe('abcde…');
  });
});
