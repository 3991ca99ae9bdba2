import * as tus from 'tus-js-client';
import {
  MEDIA_VIDEO_BY_UPLOAD_PATH,
  MEDIA_VIDEO_ID_HEADER,
  MEDIA_VIDEO_OCCURRENCE_METADATA,
  MEDIA_VIDEO_ORDER_METADATA,
  MEDIA_VIDEO_URL_HEADER,
  MEDIA_VIDEOS_TUS_PATH,
  STAFF_TOKEN_HEADER,
  occurrenceMetadata,
  ZMediaVideoResponse,
} from '@sankalp/contract';
import { config } from '../../../config.ts';
import { adminRequest } from '../../../lib/request.ts';
import { currentApiLanguage, translate } from '../../../lib/i18n.ts';
import { clearStaffToken, getStaffToken } from '../../../lib/staff-session.ts';

/** Waits between automatic retries after a failed request: a 4G drop usually heals within seconds. */
export const VIDEO_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

/**
 * One PATCH per 4 MB: a dropped connection loses at most the part in flight, and each request
 * stays well inside the server's request timeout on a slow uplink.
 */
const CHUNK_BYTES = 4 * 1024 * 1024;

export type VideoUploadCallbacks = {
  onProgress: (sent: number, total: number) => void;
  /** A request sent or answered, or bytes sent: the upload is alive (stall-watch.ts). */
  onActivity?: () => void;
  onSuccess: (video: { id: string; url: string }) => void;
  onError: (message: string) => void;
};

/** Statuses the server will answer the same way however often asked: retrying is pointless. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 413, 415]);

/** The message to show for a failed tus request: the server's (already in the console's language) or a fallback. */
export function tusErrorMessage(error: Error): string {
  const response = (error as tus.DetailedError).originalResponse;
  if (!response) return translate('common:errors.network', 'Could not reach the server. Check the connection and try again.');
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // tus's own plain-text answers
  }
  return translate('common:errors.httpStatus', 'Request failed ({{status}})', { status: response.getStatus() });
}

/** The upload id is the last segment of its URL; the media file has the same id. */
const uploadIdOf = (url: string | null) => url?.split('/').pop() ?? '';

/** What a video is for (decision 180): one order (its own clip) or one occurrence (the group video). */
export type VideoTarget = { orderId: string } | { occurrence: { eventId: string; date: string } };

const targetMetadata = (target: VideoTarget): Record<string, string> =>
  'orderId' in target ? { [MEDIA_VIDEO_ORDER_METADATA]: target.orderId } : { [MEDIA_VIDEO_OCCURRENCE_METADATA]: occurrenceMetadata(target.occurrence) };

/**
 * A resumable upload of a puja video (tus). The fingerprint (kept in localStorage by
 * tus-js-client) names what it is for and the file, so choosing the same file again, after a
 * reload or a lost connection, continues from the last byte the server has instead of starting over.
 */
export function createVideoUpload(file: File, target: VideoTarget, callbacks: VideoUploadCallbacks): tus.Upload {
  const metadata = targetMetadata(target);
  const upload: tus.Upload = new tus.Upload(file, {
    endpoint: `${config.adminApiBase}${MEDIA_VIDEOS_TUS_PATH}`,
    chunkSize: CHUNK_BYTES,
    retryDelays: VIDEO_RETRY_DELAYS,
    metadata: { filename: file.name, filetype: file.type, ...metadata },
    headers: { [STAFF_TOKEN_HEADER]: getStaffToken() ?? '', 'Accept-Language': currentApiLanguage() },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: (f) => Promise.resolve(['sankalp-video', ...Object.values(metadata), f.name, f.type, f.size, f.lastModified].join(':')),
    onProgress: (sent, total) => {
      callbacks.onActivity?.();
      callbacks.onProgress(sent, total);
    },
    onBeforeRequest: () => callbacks.onActivity?.(),
    onAfterResponse: () => callbacks.onActivity?.(),
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      return !FINAL_STATUSES.has(status);
    },
    onError: (error) => {
      if ((error as tus.DetailedError).originalResponse?.getStatus() === 401) clearStaffToken();
      callbacks.onError(tusErrorMessage(error));
    },
    onSuccess: ({ lastResponse }) => {
      const url = lastResponse.getHeader(MEDIA_VIDEO_URL_HEADER);
      const id = lastResponse.getHeader(MEDIA_VIDEO_ID_HEADER) ?? uploadIdOf(upload.url);
      if (url) return callbacks.onSuccess({ id, url });
      // Finished by an earlier attempt whose answer was lost: ask what the upload became.
      adminRequest(MEDIA_VIDEO_BY_UPLOAD_PATH.replace(':uploadId', uploadIdOf(upload.url)), { schema: ZMediaVideoResponse }).then(
        (video) => callbacks.onSuccess(video),
        (error: Error) => callbacks.onError(error.message),
      );
    },
  });
  return upload;
}

/** Continues an earlier upload of the same file for the same order, if this browser started one. */
export async function resumeIfStarted(upload: tus.Upload): Promise<boolean> {
  const previous = await upload.findPreviousUploads();
  const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (!latest) return false;
  upload.resumeFromPreviousUpload(latest);
  return true;
}
