import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_IMAGE as DEFAULT_IMAGE } from '#shared/catalog/product.ts';
import { fallbackChain } from './responsive-image.tsx';

const img = (url: string) => ({ url, width: 640, height: 640 });

describe('fallbackChain', () => {
  it('tries the image, then the category cover, then the default', () => {
    expect(fallbackChain(img('/a.webp'), img('/cover.webp')).map((c) => c.url)).toEqual([
      '/a.webp',
      '/cover.webp',
      DEFAULT_IMAGE.url,
    ]);
  });

  it('skips missing images', () => {
    expect(fallbackChain(undefined, null)).toEqual([DEFAULT_IMAGE]);
    expect(fallbackChain({ url: '' }, img('/cover.webp')).map((c) => c.url)).toEqual([
      '/cover.webp',
      DEFAULT_IMAGE.url,
    ]);
  });

  it('lists each URL once, so a picture that is also the cover falls through to the default', () => {
    expect(fallbackChain(img('/same.webp'), img('/same.webp')).map((c) => c.url)).toEqual([
      '/same.webp',
      DEFAULT_IMAGE.url,
    ]);
  });
});
