import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { canFallBackToInline, checkImageFile, sniffImageType } from './upload-image.ts';

const MB = 1024 * 1024;

describe('checkImageFile', () => {
  it('passes an image under 5MB, including exactly 5MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 10 })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 5 * MB })).toBeNull();
  });

  it('refuses what is not an image, and anything over 5MB, with the spec messages', () => {
    expect(checkImageFile({ type: null, size: 10 })).toBe(
      'The file must be an image (JPG, PNG, GIF or WebP).',
    );
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('The image must be under 5MB.');
  });
});

describe('sniffImageType', () => {
  it('reads the type from the bytes, not the declared type', async () => {
    const png = new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)], {
      type: 'text/plain',
    });
    expect(await sniffImageType(png)).toBe('image/png');
    expect(await sniffImageType(new Blob(['not an image at all'], { type: 'image/png' }))).toBeNull();
    expect(await sniffImageType(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']))).toBeNull();
  });
});

describe('canFallBackToInline (docs/product.md §9.5 base64 fallback)', () => {
  const storageDown = new ApiError(503, 'STORAGE_UNAVAILABLE', UPLOAD_MESSAGES.storageUnavailable);
  const offline = new ApiError(0, 'NETWORK', UPLOAD_MESSAGES.failed);

  it('falls back on a storage failure or no answer, for images under 1 MB', () => {
    expect(canFallBackToInline(storageDown, MB - 1)).toBe(true);
    expect(canFallBackToInline(offline, 200_000)).toBe(true);
  });

  it('does not for 1 MB or more', () => {
    expect(canFallBackToInline(storageDown, MB)).toBe(false);
    expect(canFallBackToInline(offline, 3 * MB)).toBe(false);
  });

  it('does not for a refused file, a signed-out admin, a server bug or a non-API error', () => {
    expect(canFallBackToInline(new ApiError(400, 'VALIDATION_FAILED', UPLOAD_MESSAGES.notAnImage), 10)).toBe(
      false,
    );
    expect(canFallBackToInline(new ApiError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge), 10)).toBe(
      false,
    );
    expect(canFallBackToInline(new ApiError(401, 'UNAUTHORIZED', 'Please sign in'), 10)).toBe(false);
    expect(canFallBackToInline(new ApiError(500, 'INTERNAL', 'oops'), 10)).toBe(false);
    expect(canFallBackToInline(new Error('boom'), 10)).toBe(false);
  });
});
