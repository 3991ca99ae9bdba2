import { notify } from '../../../lib/toast.ts';

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
