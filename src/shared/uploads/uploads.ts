// Zod-free: the web bundle imports these without pulling in zod.

/** Where an uploaded image belongs; each folder has its own storage prefix. */
import type { ProductImage } from '../catalog/catalog.schemas.ts';
export const UPLOAD_FOLDERS = ['blog', 'products', 'homepage'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/**
 * Storage key prefix and file-name stem per folder (docs/product.md §9.5:
 * `blog-images/blog-{timestamp}.{ext}`).
 */
export const UPLOAD_FOLDER_PREFIX: Record<UploadFolder | 'reviews', { dir: string; stem: string }> = {
  blog: { dir: 'blog-images', stem: 'blog' },
  products: { dir: 'product-images', stem: 'product' },
  homepage: { dir: 'homepage-images', stem: 'homepage' },
  /** Buyers' review photos (docs/product.md §3.10), uploaded by customers, not through the admin's folders. */
  reviews: { dir: 'review-images', stem: 'review' },
};

/** docs/product.md §9.5: upload max 5MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** docs/product.md §9.5 fallback: only images under 1 MB are inlined as a base64 data URL. */
export const BASE64_FALLBACK_MAX_BYTES = 1024 * 1024;
/**
 * JSON body limit for routes that accept image URLs: a 1 MB image is ~1.4 MB as a data URL, and a
 * product may carry 5 of them. The app-wide limit is 1 MiB, so those routes raise theirs to this.
 */
export const IMAGE_JSON_BODY_LIMIT = 8 * 1024 * 1024;

/** docs/product.md §9.5: JPG, PNG, GIF, WebP. SVG is refused (it can carry script). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** File extension stored for each accepted type. */
export const IMAGE_EXTENSIONS: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
/** `accept` attribute of the file picker. */
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

export const UPLOAD_MESSAGES = {
  /** docs/product.md §9.5 toasts. */
  failedTitle: 'Upload Failed',
  failed: 'Failed to upload image. Please try again.',
  base64Fallback: 'Image uploaded successfully as base64.',
  uploaded: 'Image uploaded successfully.',
  notAnImage: 'The file must be an image (JPG, PNG, GIF or WebP).',
  tooLarge: 'The image must be under 5MB.',
  unreadable: 'The image could not be read. It may be damaged; try another file.',
  tooManyPixels: 'The image is too large: at most 40 megapixels.',
  oneFile: 'Upload one image at a time.',
  notMultipart: 'Send the image as multipart/form-data with the fields folder and file.',
  missingFile: 'Choose an image file to upload.',
  invalidFolder: 'Choose where the image belongs: blog, products or homepage.',
  storageUnavailable: 'Image storage is unavailable. Please try again.',
  invalidUrl:
    'Enter an image URL starting with https:// or /, or upload a JPG, PNG, GIF or WebP image under 1 MB.',
  inlineTooLarge: 'An inline image must be under 1 MB. Upload it instead.',
} as const;

/**
 * 201 answer of POST /api/admin/uploads, the same shape a product stores: `url` is the stored
 * original, `width`/`height` those of the largest variant, `variants` the WebP widths for srcset.
 */
export type UploadedImage = ProductImage;

/**
 * The image type from the file's first bytes (never its name or declared type), or null:
 * JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, GIF87a/GIF89a, WebP RIFF....WEBP.
 */
export function detectImageType(head: Uint8Array): AcceptedImageType | null {
  const starts = (bytes: number[], at = 0) =>
    head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return 'image/gif';
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
/** Bytes `detectImageType` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

/** Decoded size in bytes of a base64 string (its `=` padding accounted for). */
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Longest non-data image URL accepted. */
export const MAX_IMAGE_URL_LENGTH = 2048;
const DATA_IMAGE_PATTERN = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

export type ImageUrlProblem = 'invalid' | 'inlineTooLarge';

/**
 * Why `value` is not an acceptable image URL, or null when it is: http(s) URLs, site paths
 * (`/media/…`, not `//host`), and base64 `data:image/(png|jpeg|gif|webp)` up to 1 MB decoded.
 * `javascript:`, `data:text/html`, SVG and anything else are refused.
 */
export function imageUrlProblem(value: string): ImageUrlProblem | null {
  if (value.startsWith('data:')) {
    const match = DATA_IMAGE_PATTERN.exec(value);
    if (!match || match[2]!.length % 4 !== 0) return 'invalid';
    return base64DecodedBytes(match[2]!) > BASE64_FALLBACK_MAX_BYTES ? 'inlineTooLarge' : null;
  }
  if (value.length > MAX_IMAGE_URL_LENGTH || /[\s\\<>"']/.test(value)) return 'invalid';
  if (value.startsWith('/')) return value.startsWith('//') ? 'invalid' : null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}
