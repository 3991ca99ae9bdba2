/**
 * How each order status looks (spec §4: compared case-insensitively; anything else gets a
 * default look). The server sends the words a devotee reads (orderDisplayName); this only
 * decides colour, greying and which blocks of the details page appear.
 */
export type StatusTone = 'pending' | 'confirming' | 'failed' | 'success' | 'completed' | 'transit' | 'cancelled' | 'default';

const TONES: Record<string, StatusTone> = {
  created: 'pending',
  awaiting_payment_confirmation: 'confirming',
  payment_failed: 'failed',
  success: 'success',
  completed: 'completed',
  'in transit': 'transit',
  cancelled: 'cancelled',
};

/** Tolerates case and stray spaces or underscores ("In_Transit", " SUCCESS "). */
export function statusTone(status: string | null | undefined): StatusTone {
  const key = (status ?? '').trim().toLowerCase().replace(/_/g, ' ');
  return TONES[key] ?? TONES[key.replace(/ /g, '_')] ?? 'default';
}

export const isCancelled = (status: string | null | undefined) => statusTone(status) === 'cancelled';

/** The money is in (or the work done): what the booking promises now holds. */
export const isPaid = (status: string | null | undefined) => ['success', 'transit', 'completed'].includes(statusTone(status));

/** The puja has been paid for (or done): the video section shows (spec §2 "Order details"). */
export const showsVideoSection = (status: string | null | undefined) => isPaid(status);

/** Only a completed puja has its recording; before that the 'in process' placeholder shows. */
export const videoReady = (status: string | null | undefined, videoUrl: string | null | undefined) =>
  statusTone(status) === 'completed' && Boolean(videoUrl?.trim());

export type OrderBanner =
  | { kind: 'watch' }
  | { kind: 'scheduled'; date: string }
  | { kind: 'video-available' }
  | { kind: 'payment-pending' }
  | { kind: 'payment-confirming' }
  | { kind: 'payment-failed' }
  | null;

/**
 * The details page banner (spec §4): completed → watch now; success → done on the event date
 * while it is ahead, video available once it has passed; cancelled → none; anything else →
 * payment pending. Two deviations, where the spec's literal 'payment pending' would be false:
 * IN TRANSIT (prasad on its way) comes after the puja, so it reads as 'video available';
 * AWAITING_PAYMENT_CONFIRMATION is a devotee who has just paid, so it says the payment is
 * being confirmed; PAYMENT_FAILED says the payment failed, as its chip does (issue 21).
 */
export function orderBanner(status: string | null | undefined, eventDateTime: string | null | undefined, now: Date = new Date()): OrderBanner {
  const tone = statusTone(status);
  if (tone === 'cancelled') return null;
  if (tone === 'completed') return { kind: 'watch' };
  if (tone === 'transit') return { kind: 'video-available' };
  if (tone === 'confirming') return { kind: 'payment-confirming' };
  if (tone === 'failed') return { kind: 'payment-failed' };
  if (tone === 'success') {
    const when = eventDateTime ? new Date(eventDateTime) : null;
    if (when && !Number.isNaN(when.getTime()) && when.getTime() > now.getTime()) return { kind: 'scheduled', date: eventDateTime! };
    return { kind: 'video-available' };
  }
  return { kind: 'payment-pending' };
}
