/**
 * A moment in a video as people write it: m:ss, or h:mm:ss from an hour on ("12:34", "1:02:09").
 * Plain arithmetic, no Intl: the same text on the server, in the browser and in the console
 * (decisions 162, 181).
 */
export function videoMomentText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
