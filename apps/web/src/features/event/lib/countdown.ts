export type CountdownParts = { days: number; hrs: number; mins: number; sec: number; closed: boolean };

/** Time left until `closesAt`; all zeros once it has passed (spec §4). */
export function countdownParts(closesAt: string, now: number): CountdownParts {
  const end = Date.parse(closesAt);
  const left = Number.isNaN(end) ? 0 : Math.max(0, end - now);
  const total = Math.floor(left / 1000);
  return {
    days: Math.floor(total / 86_400),
    hrs: Math.floor((total % 86_400) / 3600),
    mins: Math.floor((total % 3600) / 60),
    sec: total % 60,
    closed: left === 0,
  };
}
