import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AcceptedImageType,
  detectImageType,
  IMAGE_EXTENSIONS,
  UPLOAD_FOLDER_PREFIX,
  UPLOAD_MESSAGES,
  type UploadedImage,
  type UploadFolder,
} from '#shared/uploads/uploads.ts';
import { AppError } from '../../lib/errors.ts';
import {
  IMAGE_MAX_INPUT_PIXELS,
  InvalidImageError,
  loadSharp,
  storeImageVariants,
} from '../../lib/images.ts';
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
    delete: (key) => wrap(() => storage.delete(key)),
    keyOf: (url) => storage.keyOf(url),
  };
}

/** `blog-images/blog-1732260000000-3fa2b9` (docs/product.md §9.5 names, plus a suffix against same-ms uploads). */
export function uploadBaseKey(folder: UploadFolder | 'reviews', now: number): string {
  const { dir, stem } = UPLOAD_FOLDER_PREFIX[folder];
  return `${dir}/${stem}-${now}-${randomBytes(3).toString('hex')}`;
}

/**
 * The original re-encoded in its own format without its metadata: phone photos carry EXIF with the
 * GPS position of the maker's home. The EXIF orientation is applied first, as that tag goes too.
 * An animated GIF or WebP keeps its frames (the pixel limit then counts every frame).
 */
async function withoutMetadata(bytes: Buffer, type: AcceptedImageType): Promise<Buffer> {
  const sharp = await loadSharp();
  const animated = type === 'image/gif' || type === 'image/webp';
  const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated }).rotate();
  try {
    switch (type) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
      case 'image/png':
        return await image.png().toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 88 }).toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
    }
  } catch (error) {
    throw new InvalidImageError(`Not a readable image: ${(error as Error).message}`);
  }
}

/**
 * Check `bytes` is a JPEG, PNG, GIF or WebP by its content and that it decodes, then store the
 * original (without metadata) as `{base}.{ext}` and its WebP variants. Nothing is stored for a refused file.
 * Throws AppError (400) for a bad file and StorageUnavailableError when storage fails.
 */
export async function storeUploadedImage(
  storage: Storage,
  folder: UploadFolder | 'reviews',
  bytes: Buffer,
  now = Date.now(),
): Promise<UploadedImage> {
  const type = detectImageType(bytes);
  if (!type)
    throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notAnImage, { file: UPLOAD_MESSAGES.notAnImage });

  const store = failingAsUnavailable(storage);
  const base = uploadBaseKey(folder, now);
  let image: Awaited<ReturnType<typeof storeImageVariants>>;
  let original: Buffer;
  try {
    // Decodes the whole image before writing anything, so a damaged file leaves nothing behind.
    original = await withoutMetadata(bytes, type);
    image = await storeImageVariants(store, base, bytes);
  } catch (error) {
    if (!(error instanceof InvalidImageError)) throw error;
    const message = /megapixels|pixel limit/.test(error.message)
      ? UPLOAD_MESSAGES.tooManyPixels
      : UPLOAD_MESSAGES.unreadable;
    throw new AppError('VALIDATION_FAILED', message, { file: message });
  }
  const key = `${base}.${IMAGE_EXTENSIONS[type]}`;
  await store.put(key, original, type);
  return { url: store.publicUrl(key), width: image.width, height: image.height, variants: image.variants };
}

export const fileError = (code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE', message: string) =>
  new AppError(code, message, { file: message });

/** The multipart form, read with the file bounded by MAX_UPLOAD_BYTES (never buffered past it). */
export async function readUploadForm(parts: AsyncIterable<Multipart>) {
  let folder: string | undefined;
  let file: Buffer | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'folder') folder = String(part.value);
      } else if (part.fieldname === 'file' && !file) {
        file = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fileError('VALIDATION_FAILED', UPLOAD_MESSAGES.oneFile);
    throw error;
  }
  return { folder, file };
}

/** `storeUploadedImage` for a route: a storage failure is logged with its cause and answered 503. */
export async function storeImageOr503(
  storage: Storage,
  folder: UploadFolder | 'reviews',
  bytes: Buffer,
  log: FastifyBaseLogger,
): Promise<UploadedImage> {
  try {
    return await storeUploadedImage(storage, folder, bytes);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    log.error({ err: error.cause }, 'image storage failed');
    throw new AppError('STORAGE_UNAVAILABLE', UPLOAD_MESSAGES.storageUnavailable);
  }
}

/** A private photo as kept (decision 084): WebP without metadata, at most PRIVATE_PHOTO_EDGE px on its longer side. */
export interface PrivatePhoto {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}
const PRIVATE_PHOTO_EDGE = 1600;

/**
 * A photo nobody but its sender and the team may see (a "Report a problem" photo): checked by its content as every
 * upload is, turned upright, shrunk and re-encoded as WebP, which drops its EXIF (a phone's GPS position) and any
 * bytes hidden after the image. Errors name `field` (400); nothing is stored here.
 */
export async function privatePhoto(bytes: Buffer, field: string): Promise<PrivatePhoto> {
  if (!detectImageType(bytes))
    throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notAnImage, {
      [field]: UPLOAD_MESSAGES.notAnImage,
    });
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: PRIVATE_PHOTO_EDGE,
        height: PRIVATE_PHOTO_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    const message = /pixel limit/.test((error as Error).message)
      ? UPLOAD_MESSAGES.tooManyPixels
      : UPLOAD_MESSAGES.unreadable;
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
}
