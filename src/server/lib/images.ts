import { createHash } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { IMAGE_VARIANT_WIDTHS } from '#shared/uploads/stored-image.ts';
import type { Storage } from './storage.ts';

export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
export const WEBP_QUALITY = 78;
/** libwebp's default; lower is faster for a little larger files (flat artwork: ~10%). */
export const WEBP_EFFORT = 4;

const DECODE = { limitInputPixels: IMAGE_MAX_INPUT_PIXELS } as const;

export interface StoreImageOptions {
  /** WebP encoder effort 0-6 (default 4). The demo seed uses 2 to render its artwork quickly. */
  effort?: number;
}

type Sharp = typeof import('sharp').default;
let sharpLoaded: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded on first use: a server that stores no image never holds its ~25 MB. Its
 * operation cache is off: every upload is a new input, so the cache would only keep memory.
 */
export function loadSharp(): Promise<Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** The input is not an image sharp can read, or it is larger than the pixel limit. */
export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

/** Distinct variant widths for a source `sourceWidth` pixels wide, ascending, never upscaled. */
export function variantWidths(sourceWidth: number): number[] {
  return [...new Set(IMAGE_VARIANT_WIDTHS.map((w) => Math.min(w, sourceWidth)))].sort((a, b) => a - b);
}

/** What an image's stored variants are named and sized from: its content hash and its (EXIF-rotated) size. */
export interface ImageSource {
  hash8: string;
  width: number;
  height: number;
}

/** Reads `input`'s size and content hash; an unreadable or too large image is an InvalidImageError. */
export async function imageSourceOf(input: Buffer): Promise<ImageSource> {
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, DECODE).metadata();
    width = meta.autoOrient.width;
    height = meta.autoOrient.height;
  } catch (error) {
    throw new InvalidImageError(`Not a readable image: ${(error as Error).message}`);
  }
  if (!width || !height) throw new InvalidImageError('Not a readable image: no dimensions');
  if (width * height > IMAGE_MAX_INPUT_PIXELS)
    throw new InvalidImageError('Image is larger than 40 megapixels');
  return { hash8: createHash('sha256').update(input).digest('hex').slice(0, 8), width, height };
}

function variantsOf(storage: Storage, baseKey: string, source: ImageSource) {
  return variantWidths(source.width).map((width) => {
    const key = `${baseKey}-${source.hash8}-${width}.webp`;
    // Explicit height, so the stored metadata matches the file exactly.
    const height = Math.max(1, Math.round((source.height * width) / source.width));
    return { width, height, key, url: storage.publicUrl(key) };
  });
}

function described(variants: ReturnType<typeof variantsOf>): ProductImage {
  const largest = variants[variants.length - 1]!;
  return {
    url: largest.url,
    width: largest.width,
    height: largest.height,
    variants: variants.map(({ width, url }) => ({ width, url })),
  };
}

/** The image storeImageVariants stored from `source` under `baseKey`, when every variant is there; else null. */
export async function storedImageVariants(
  storage: Storage,
  baseKey: string,
  source: ImageSource,
): Promise<ProductImage | null> {
  const variants = variantsOf(storage, baseKey, source);
  for (const v of variants) if (!(await storage.exists(v.key))) return null;
  return described(variants);
}

/**
 * Decode `input` (EXIF-rotated), write WebP variants 320/640/1280 px wide under
 * `${baseKey}-${hash8}-${width}.webp` (hash8 = first 8 hex chars of sha256(input), so keys are
 * content-addressed and safe to cache forever), skip variants that already exist, and return the
 * image description stored with a product.
 */
export async function storeImageVariants(
  storage: Storage,
  baseKey: string,
  input: Buffer,
  options: StoreImageOptions = {},
): Promise<ProductImage> {
  const sharp = await loadSharp();
  const variants = variantsOf(storage, baseKey, await imageSourceOf(input));
  const largest = variants[variants.length - 1]!;

  const missing = [];
  for (const v of variants) if (!(await storage.exists(v.key))) missing.push(v);

  if (missing.length > 0) {
    // Decode once, at the largest size, then derive every missing variant from those pixels.
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(input, DECODE)
        .rotate()
        .resize({ width: largest.width, height: largest.height, fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw new InvalidImageError(`Not a readable image: ${(error as Error).message}`);
    }
    const raw = {
      width: decoded.info.width,
      height: decoded.info.height,
      channels: decoded.info.channels,
    } as const;
    for (const v of missing) {
      let pipeline = sharp(decoded.data, { raw });
      if (v.width !== raw.width)
        pipeline = pipeline.resize({ width: v.width, height: v.height, fit: 'fill' });
      const body = await pipeline
        .webp({ quality: WEBP_QUALITY, effort: options.effort ?? WEBP_EFFORT })
        .toBuffer();
      await storage.put(v.key, body, 'image/webp');
    }
  }

  return described(variants);
}
