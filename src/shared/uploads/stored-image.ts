import type { ProductImage } from '../catalog/catalog.schemas.ts';

/** Widths the server writes for every stored image (src/server/lib/images.ts), each capped at the source width. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;

/** A stored image keeps the URL of its largest variant: `/media/…-{hash8}-{width}.webp`. */
const MEDIA_VARIANT = /^(\/media\/.+-[0-9a-f]{8})-(\d+)\.webp$/;

/**
 * An image kept as a single URL (a post's featured image, the home page's hero) for `ResponsiveImage`: a
 * /media image gets the srcset of its smaller variants; any other URL (external, data:) is used as it is.
 * Null when there is none.
 */
export function storedImage(url: string | null): ProductImage | null {
  if (!url) return null;
  const match = MEDIA_VARIANT.exec(url);
  if (!match) return { url };
  const base = match[1]!;
  const largest = Number(match[2]);
  const widths = [...new Set([...IMAGE_VARIANT_WIDTHS.filter((w) => w < largest), largest])];
  return { url, variants: widths.map((width) => ({ width, url: `${base}-${width}.webp` })) };
}
