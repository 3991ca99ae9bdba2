/** Characters of a description shown before 'Read More', by screen width (spec §9). */
export const SHORT_DESCRIPTION_LIMITS = { wide: 500, medium: 300, narrow: 350 } as const;
export const ABOUT_LIMITS = { wide: 1000, medium: 750, narrow: 1000 } as const;
export type TruncationLimits = { wide: number; medium: number; narrow: number };

/** wide ≥ 1024 px, medium 600–1023 px, narrow < 600 px. */
export function truncationLimit(limits: TruncationLimits, width: number): number {
  if (width >= 1024) return limits.wide;
  if (width >= 600) return limits.medium;
  return limits.narrow;
}

/** Cuts plain text at a word boundary near `limit`; null when it fits. */
export function truncateText(text: string, limit: number): string | null {
  if (text.length <= limit) return null;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
