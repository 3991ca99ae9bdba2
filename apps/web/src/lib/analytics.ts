import { getGuestId, getUserId, getUserToken } from './storage.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export const ANALYTICS_EVENTS = {
  pageView: 'page_view',
  bookPujaParticipateLanding: 'BOOK_PUJA_PARTICIPATE_LANDING_PAGE',
  sliderPuja: 'SLIDER_PUJA',
  bookPuja: 'BOOK_PUJA',
  bookChadawa: 'BOOK_CHADAWA',
} as const;

function browserName(ua: string): string {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\//.test(ua)) return 'Opera';
  if (/Chrome\//.test(ua)) return 'Chrome';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Other';
}

/** Pushes a tag-analytics event with the common fields (spec §7 "Other outputs"). */
export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({
    event,
    browser: browserName(navigator.userAgent),
    isLoggedIn: Boolean(getUserToken()),
    time: new Date().toISOString(),
    customerId: getUserId() ?? getGuestId(),
    ...data,
  });
}
