import { MEDIA_IMAGES_PATH, STAFF_TOKEN_HEADER, ZMediaImageResponse, type TMediaImage } from '@sankalp/contract';
import { config } from '../../../config.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { currentApiLanguage, translate } from '../../../lib/i18n.ts';
import { clearStaffToken, getStaffToken } from '../../../lib/staff-session.ts';

/** The server's `{ message }`, or a translated fallback when the answer is not ours (a proxy's page). */
function errorOf(xhr: XMLHttpRequest): ApiError {
  let message = '';
  let code = 'HTTP_ERROR';
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // not JSON
  }
  if (xhr.status === 413 && !message) message = translate('media:image.tooLarge', 'This image is too large.');
  return new ApiError(xhr.status, code, message || translate('common:errors.httpStatus', 'Request failed ({{status}})', { status: xhr.status }));
}

/**
 * Uploads one image (multipart) and reports progress 0–100. XMLHttpRequest rather than fetch:
 * fetch cannot report upload progress in browsers (decision 123).
 */
export function uploadImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<TMediaImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${config.adminApiBase}${MEDIA_IMAGES_PATH}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentApiLanguage());
    const token = getStaffToken();
    if (token) xhr.setRequestHeader(STAFF_TOKEN_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK', translate('common:errors.network', 'Could not reach the server. Check the connection and try again.')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status === 401) clearStaffToken();
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr));
      try {
        resolve(ZMediaImageResponse.parse(JSON.parse(xhr.responseText)).data);
      } catch {
        reject(new ApiError(xhr.status, 'INVALID_RESPONSE', translate('common:errors.invalidResponse', 'The server answered in an unexpected way.')));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
