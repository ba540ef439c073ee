import { randomBytes } from 'node:crypto';
import {
  detectImageType,
  IMAGE_EXTENSIONS,
  UPLOAD_FOLDER_PREFIX,
  UPLOAD_MESSAGES,
  type UploadedImage,
  type UploadFolder,
} from '#shared/uploads/uploads.ts';
import { AppError } from '../../lib/errors.ts';
import { InvalidImageError, storeImageVariants } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';

/** The storage backend failed (disk full, S3 down): the browser may fall back to an inline image. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** `storage` whose failures are StorageUnavailableError, told apart from image decoding errors. */
function failingAsUnavailable(storage: Storage): Storage {
  const wrap = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (error) {
      throw new StorageUnavailableError('Image storage failed', { cause: error });
    }
  };
  return {
    put: (key, body, type) => wrap(() => storage.put(key, body, type)),
    exists: (key) => wrap(() => storage.exists(key)),
    publicUrl: (key) => storage.publicUrl(key),
  };
}

/** `blog-images/blog-1732260000000-3fa2b9` (spec §7 names, plus a suffix against same-ms uploads). */
export function uploadBaseKey(folder: UploadFolder, now: number): string {
  const { dir, stem } = UPLOAD_FOLDER_PREFIX[folder];
  return `${dir}/${stem}-${now}-${randomBytes(3).toString('hex')}`;
}

/**
 * Check `bytes` is a JPEG, PNG, GIF or WebP by its content and that it decodes, then store the
 * original as `{base}.{ext}` and its WebP variants. Nothing is stored for a refused file.
 * Throws AppError (400) for a bad file and StorageUnavailableError when storage fails.
 */
export async function storeUploadedImage(
  storage: Storage,
  folder: UploadFolder,
  bytes: Buffer,
  now = Date.now(),
): Promise<UploadedImage> {
  const type = detectImageType(bytes);
  if (!type)
    throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notAnImage, { file: UPLOAD_MESSAGES.notAnImage });

  const store = failingAsUnavailable(storage);
  const base = uploadBaseKey(folder, now);
  let image: Awaited<ReturnType<typeof storeImageVariants>>;
  try {
    // Decodes the whole image before writing anything, so a damaged file leaves nothing behind.
    image = await storeImageVariants(store, base, bytes);
  } catch (error) {
    if (!(error instanceof InvalidImageError)) throw error;
    const message = /megapixels/.test(error.message)
      ? UPLOAD_MESSAGES.tooManyPixels
      : UPLOAD_MESSAGES.unreadable;
    throw new AppError('VALIDATION_FAILED', message, { file: message });
  }
  const key = `${base}.${IMAGE_EXTENSIONS[type]}`;
  await store.put(key, bytes, type);
  return { url: store.publicUrl(key), width: image.width, height: image.height, variants: image.variants };
}
