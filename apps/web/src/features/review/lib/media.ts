import type { TReview } from '@sankalp/contract';

/** The 11-character id of a YouTube link (watch, youtu.be, embed, shorts, live), else null. */
export function youTubeId(url: string): string | null {
  const match = url.match(/(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/);
  return match?.[1] ?? null;
}

export const isImageUrl = (url: string): boolean => /\.(png|jpe?g|gif|webp|avif|svg)(?:[?#]|$)/i.test(url);

export type ReviewMedia =
  | { kind: 'youtube'; id: string; poster: string | null }
  | { kind: 'image'; url: string }
  | { kind: 'video'; url: string; poster: string | null }
  | { kind: 'none' };

/** How a testimonial shows its media (spec §2): embedded video, image link, or mp4. */
export function reviewMedia(review: Pick<TReview, 'videoInfo' | 'image'>): ReviewMedia {
  const video = review.videoInfo?.url?.trim();
  const poster = review.image?.url?.trim() || null;
  if (video) {
    const id = youTubeId(video);
    if (id) return { kind: 'youtube', id, poster };
    if (isImageUrl(video)) return { kind: 'image', url: video };
    return { kind: 'video', url: video, poster };
  }
  return poster ? { kind: 'image', url: poster } : { kind: 'none' };
}

/** City and country, each falling back to the word for 'Devotee'; a repeated fallback shows once. */
export function reviewLocation(location: TReview['location'], fallback: string): string {
  const parts = [location.city || location.address, location.country].map((p) => p?.trim() || fallback);
  return parts.filter((p, i) => i === 0 || p !== parts[i - 1]).join(', ');
}
