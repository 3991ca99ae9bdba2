/** The diya mark; the wordmark next to it is text, so it translates. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#7b1e1e" />
      <path d="M32 10c6 10 12 15 12 24a12 12 0 0 1-24 0c0-9 6-14 12-24z" fill="#f4b740" />
      <path d="M32 26c3 5 6 8 6 12a6 6 0 0 1-12 0c0-4 3-7 6-12z" fill="#fde7cc" />
      <rect x="14" y="50" width="36" height="5" rx="2.5" fill="#e8720c" />
    </svg>
  );
}
