/**
 * Widths the server writes for every stored image (src/server/lib/images.ts IMAGE_VARIANT_WIDTHS), each
 * capped at the source width; a post keeps the URL of the largest, `…-{hash}-{width}.webp`.
 */
const VARIANT_WIDTHS = [320, 640, 1280] as const;
const MEDIA_VARIANT = /^(\/media\/.+-[0-9a-f]{8})-(\d+)\.webp$/;

/**
 * A post's featured image for `ResponsiveImage`: a /media image gets the srcset of its smaller variants;
 * any other URL (external, data:) is used as it is. Null when the post has none.
 */
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
export function postImage(url: string | null): ProductImage | null {
  if (!url) return null;
  const match = MEDIA_VARIANT.exec(url);
  if (!match) return { url };
  const base = match[1]!;
  const largest = Number(match[2]);
  const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < largest), largest])];
  return { url, variants: widths.map((width) => ({ width, url: `${base}-${width}.webp` })) };
}
