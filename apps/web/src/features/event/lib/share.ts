import type { Language } from '@sankalp/contract';
import { LANGUAGE_PARAM } from '../../../lib/language-url.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * The URL a share sends: the page's canonical URL, the one link previews (WhatsApp, Facebook) know
 * as og:url. The server renders it in the head; the head is not rewritten on moves inside the site,
 * so it is used only while it names this page, in the language now shown. The dev server renders no
 * head: the same URL is built here.
 */
export function shareUrl(language: Language): string {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const canonical = href ? new URL(href) : null;
  const url = canonical?.pathname === window.location.pathname ? canonical : new URL(window.location.pathname, window.location.origin);
  url.search = '';
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

/** Web Share API where the device has it; otherwise the link is copied and a toast says so. */
export async function shareLink(data: { url: string; title: string; text: string }, messages: { copied: string; failed: string }) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') notify.error(messages.failed, 3000);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(data.url);
    notify.success(messages.copied, 3000);
  } catch {
    notify.error(messages.failed, 3000);
  }
}
