import type { ErrorBody } from '#shared/api/errors.ts';
import {
  type AcceptedImageType,
  BASE64_FALLBACK_MAX_BYTES,
  detectImageType,
  IMAGE_SIGNATURE_BYTES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type UploadedImage,
  type UploadFolder,
} from '#shared/uploads/uploads.ts';
import { ApiError } from '#web/lib/api-client.ts';

export const UPLOAD_ENDPOINT = '/api/admin/uploads';

/**
 * The client checks of docs/product.md §9.5, on the type sniffed from the file's bytes (see sniffImageType) and its
 * size: the message to show, or null when the file may be sent.
 */
export function checkImageFile(file: { type: AcceptedImageType | null; size: number }): string | null {
  if (!file.type) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** The type from the file's first bytes (as the server decides), so a renamed text file stops here. */
export async function sniffImageType(file: Blob): Promise<AcceptedImageType | null> {
  return detectImageType(new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer()));
}

/**
 * docs/product.md §9.5: when storage fails (503 STORAGE_UNAVAILABLE, or no answer at all) an image under 1 MB
 * is kept inline as a base64 data URL; anything else is a failed upload.
 */
export function canFallBackToInline(error: unknown, size: number): boolean {
  if (!(error instanceof ApiError) || size >= BASE64_FALLBACK_MAX_BYTES) return false;
  return error.code === 'STORAGE_UNAVAILABLE' || error.code === 'NETWORK';
}

/** `file` as `data:{type};base64,…` with the sniffed type (never the browser's guess from the name). */
export function readAsDataUrl(file: Blob, type: AcceptedImageType): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(new Blob([file], { type }));
  });
}

function apiErrorFrom(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    if (body.error?.message)
      return new ApiError(status, body.error.code, body.error.message, body.error.fields);
  } catch {
    // not JSON: a proxy's error page
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', UPLOAD_MESSAGES.failed);
}

/** The admin's image upload into `folder`: the stored image (see postWithProgress). */
export function uploadImage(
  file: Blob,
  folder: UploadFolder,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  // The folder first, so the server knows it before the file streams in.
  return postWithProgress<UploadedImage>(
    UPLOAD_ENDPOINT,
    [
      ['folder', folder],
      ['file', file],
    ],
    onProgress,
    signal,
  );
}

/**
 * POST a multipart form with XMLHttpRequest (fetch cannot report upload progress). `onProgress` gets 0-100.
 * Resolves with the 201 answer; rejects with ApiError (`NETWORK` when there was no answer) or an AbortError
 * when `signal` aborts.
 */
export function postWithProgress<T>(
  endpoint: string,
  fields: [name: string, value: string | Blob][],
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    // Same-origin: the session cookie and the Origin header (the server's cross-site check) go along.
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(apiErrorFrom(500, ''));
        }
      } else reject(apiErrorFrom(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', UPLOAD_MESSAGES.failed));
    xhr.ontimeout = xhr.onerror;
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', abort);
    xhr.send(form);
  });
}
