import { describe, expect, it } from 'vitest';
import { createAdmission } from '../../../src/lib/admission.ts';

/** A clock the test moves, and `n` tries spread evenly over `ms`; how many were let in. */
function harness() {
  let t = 0;
  const admission = createAdmission(() => t);
  const offer = (n: number, ms: number) => {
    let admitted = 0;
    for (let i = 0; i < n; i++) {
      t += ms / n;
      if (admission.tryAdmit()) admitted++;
    }
    return admitted;
  };
  return { admission, offer };
}

describe('admission rate around the pressure threshold', () => {
  it('lets everything in while calm', () => {
    const { admission, offer } = harness();
    expect(offer(1000, 500)).toBe(1000);
    admission.adjust(0.9);
    expect(admission.rate()).toBe(Infinity);
    expect(offer(1000, 500)).toBe(1000);
  });

  it('crossing the threshold halves the rate of the last calm sample, and holds it while the samples stay over', () => {
    const { admission, offer } = harness();
    offer(100, 500); // 200 a second admitted
    admission.adjust(0.8);
    offer(100, 500);
    admission.adjust(1.4);
    expect(admission.rate()).toBe(100);
    admission.adjust(2); // still over (everything refused meanwhile): no second halving
    expect(admission.rate()).toBe(100);
  });

  it('spreads admissions at the rate, then raises it on calm samples and lifts it after a calm spell', () => {
    const { admission, offer } = harness();
    offer(50, 500);
    admission.adjust(0.7);
    admission.adjust(1.2); // 100 a second calm → 50 a second
    expect(admission.rate()).toBe(50);
    // 400 devotees in line try within the next half second: about 25 come in, not 400.
    const admitted = offer(400, 500);
    expect(admitted).toBeGreaterThanOrEqual(24);
    expect(admitted).toBeLessThanOrEqual(30);
    admission.adjust(0.8);
    expect(admission.rate()).toBe(50 * 1.5 + 1);
    for (let i = 0; i < 5; i++) admission.adjust(0.2);
    expect(admission.rate()).not.toBe(Infinity);
    admission.adjust(0.2);
    expect(admission.rate()).toBe(Infinity);
  });

  it('pressure with nothing let in before is left to the threshold: no pacing', () => {
    const { admission } = harness();
    admission.adjust(0.5);
    admission.adjust(3);
    expect(admission.rate()).toBe(Infinity);
  });

  it('a new over-sample while paced halves what was admitted, never below one a second: the line always moves', () => {
    const { admission, offer } = harness();
    offer(2, 500);
    admission.adjust(0.6);
    admission.adjust(1.5); // 4 a second calm → 2
    expect(admission.rate()).toBe(2);
    admission.adjust(0.7);
    offer(1, 500);
    admission.adjust(1.1); // 2 a second admitted → 1
    expect(admission.rate()).toBe(1);
    expect(offer(100, 3500)).toBeGreaterThanOrEqual(3);
  });
});
