import { clsx } from 'clsx';
import { type ImgHTMLAttributes, useState } from 'react';
import { preload as preloadImage } from 'react-dom';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';

type NativeImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'onError'
>;

export interface ResponsiveImageProps extends NativeImgProps {
  image: ProductImage | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. `(min-width: 1024px) 25vw, 50vw`. */
  sizes: string;
  /** Tried when `image` fails (usually the category cover); the default placeholder comes after it. */
  fallback?: ProductImage | null;
  /** Above-the-fold images: load eagerly with high priority. */
  priority?: boolean;
  /**
   * Screens (`media`) on which the image is drawn smaller, offered only its variants up to `largestWidth`: a
   * phone then fetches the variant it needs, not one sized for a wide screen's layout (the home page's hero).
   */
  narrowScreens?: { media: string; sizes: string; largestWidth: number };
  /**
   * Load now, but after everything else (`loading="eager"`, `fetchpriority="low"`): for a short list of key
   * pictures below the fold that should be ready when the shopper scrolls there, even by a jump.
   */
  preload?: boolean;
}

function srcSetOf(image: ProductImage, largestWidth = Number.POSITIVE_INFINITY): string | undefined {
  if (!image.variants?.length) return undefined;
  return [...image.variants]
    .filter((v) => v.width <= largestWidth)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/**
 * The images to try in order, each URL once: a product whose picture is also its category's cover would
 * otherwise retry the same broken URL, get no second error event, and stay broken.
 */
export function fallbackChain(
  image: ProductImage | null | undefined,
  fallback: ProductImage | null | undefined,
): ProductImage[] {
  const chain: ProductImage[] = [];
  for (const candidate of [image, fallback, DEFAULT_PRODUCT_IMAGE]) {
    if (candidate?.url && !chain.some((c) => c.url === candidate.url)) chain.push(candidate);
  }
  return chain;
}

/**
 * `<img>` with `srcset` from the image's width variants, intrinsic size (no layout shift), lazy loading,
 * and a fallback chain on error: the image → `fallback` → the default placeholder.
 */
export function ResponsiveImage({ image, fallback, ...rest }: ResponsiveImageProps) {
  const candidates = fallbackChain(image, fallback);
  // Keyed by the candidate URLs so a new image starts again at the top of the chain.
  return <ImageWithFallback key={candidates.map((c) => c.url).join('|')} candidates={candidates} {...rest} />;
}

function ImageWithFallback({
  candidates,
  alt,
  sizes,
  priority = false,
  narrowScreens,
  preload = false,
  className,
  ...rest
}: Omit<ResponsiveImageProps, 'image' | 'fallback'> & { candidates: ProductImage[] }) {
  const [index, setIndex] = useState(0);
  const current = candidates[index] ?? DEFAULT_PRODUCT_IMAGE;
  const srcSet = srcSetOf(current);
  const narrowSrcSet = narrowScreens && srcSetOf(current, narrowScreens.largestWidth);
  if (priority && narrowScreens && narrowSrcSet) {
    // React preloads no image inside a <picture>: the HTML preloads it for each kind of screen itself.
    preloadImage(current.url, {
      as: 'image',
      imageSrcSet: narrowSrcSet,
      imageSizes: narrowScreens.sizes,
      fetchPriority: 'high',
      media: narrowScreens.media,
    });
    preloadImage(current.url, {
      as: 'image',
      imageSrcSet: srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
      media: `not all and ${narrowScreens.media}`,
    });
  }
  const img = (
    <img
      {...rest}
      src={current.url}
      srcSet={srcSet}
      sizes={current.variants?.length ? sizes : undefined}
      width={current.width}
      height={current.height}
      alt={alt}
      loading={priority || preload ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : preload ? 'low' : undefined}
      decoding="async"
      className={clsx('bg-sand object-cover', className)}
      onError={() => setIndex((i) => (i < candidates.length - 1 ? i + 1 : i))}
    />
  );
  if (!narrowScreens || !narrowSrcSet) return img;
  return (
    <picture>
      <source media={narrowScreens.media} srcSet={narrowSrcSet} sizes={narrowScreens.sizes} />
      {img}
    </picture>
  );
}
