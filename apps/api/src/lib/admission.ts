/**
 * How many new checkouts a second are let in around the pressure threshold (decision 195).
 *
 * The pressure figures are sampled (every OVERLOAD_SAMPLE_MS): if every checkout start were let in
 * whenever the last sample read below the threshold, the devotees waiting in line would all come
 * in during the first calm sample, and the next one would read far over it — admitted checkouts
 * would take seconds, then nobody would get in. So the rate of admissions adapts, additively up and
 * multiplicatively down (AIMD, as TCP and adaptive concurrency limits do): a sample that crosses
 * the threshold sets the rate to half of what the last calm sample admitted (samples that stay
 * over it admit nothing and change nothing: the sampling lag must not halve the rate again and
 * again); each calm sample raises it by half (and one), and after RELAX_SAMPLES calm samples
 * in a row the limit is lifted. Admissions are spread by a token bucket holding a tenth of a
 * second's worth.
 */
const DECREASE = 0.5;
const INCREASE = 1.5;
/** Never fewer than this many a second: the line always moves. */
const MIN_RATE = 1;
/** Calm samples (level under a half) in a row after which admissions are unlimited again. */
const RELAX_SAMPLES = 6;
const BURST_SECONDS = 0.1;

export type Admission = {
  /** A sample of the pressure level (≥ 1: over the threshold). */
  adjust: (level: number) => void;
  /** May a new checkout start now? Takes its token if so. */
  tryAdmit: () => boolean;
  /** Checkouts a second let in; Infinity when unlimited. */
  rate: () => number;
};

export function createAdmission(now: () => number = () => performance.now()): Admission {
  let rate = Infinity;
  let tokens = 0;
  let refilledAt = now();
  let admitted = 0;
  let sampledAt = now();
  let calm = 0;
  /** Admitted a second in the last calm sample. */
  let calmRate = 0;

  return {
    adjust(level) {
      const t = now();
      const admittedRate = admitted / Math.max((t - sampledAt) / 1000, 0.001);
      admitted = 0;
      sampledAt = t;
      if (level >= 1) {
        calm = 0;
        if (!Number.isFinite(rate)) {
          // Nothing was let in before: the pressure came from elsewhere (basket changes, reads),
          // and the threshold alone answers it; there is no rate of ours to halve.
          if (calmRate === 0) return;
          rate = Math.max(MIN_RATE, calmRate * DECREASE);
          tokens = 0;
          refilledAt = t;
        } else if (admittedRate > 0) rate = Math.max(MIN_RATE, Math.min(rate, admittedRate) * DECREASE);
        return;
      }
      calmRate = admittedRate;
      if (!Number.isFinite(rate)) return;
      calm = level < 0.5 ? calm + 1 : 0;
      rate = calm >= RELAX_SAMPLES ? Infinity : rate * INCREASE + 1;
    },
    tryAdmit() {
      if (!Number.isFinite(rate)) {
        admitted++;
        return true;
      }
      const t = now();
      tokens = Math.min(Math.max(1, rate * BURST_SECONDS), tokens + ((t - refilledAt) / 1000) * rate);
      refilledAt = t;
      if (tokens < 1) return false;
      tokens -= 1;
      admitted++;
      return true;
    },
    rate: () => rate,
  };
}
