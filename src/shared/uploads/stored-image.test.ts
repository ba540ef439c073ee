import { describe, expect, it } from 'vitest';
import { storedImage } from './stored-image.ts';

describe('storedImage', () => {
  it('gives a /media variant its smaller siblings as srcset', () => {
    expect(storedImage('/media/blog-images/blog-seed-1-0a1b2c3d-1280.webp')).toEqual({
      url: '/media/blog-images/blog-seed-1-0a1b2c3d-1280.webp',
      variants: [
        { width: 320, url: '/media/blog-images/blog-seed-1-0a1b2c3d-320.webp' },
        { width: 640, url: '/media/blog-images/blog-seed-1-0a1b2c3d-640.webp' },
        { width: 1280, url: '/media/blog-images/blog-seed-1-0a1b2c3d-1280.webp' },
      ],
    });
    expect(storedImage('/media/blog-images/blog-1-0a1b2c3d-500.webp')?.variants?.map((v) => v.width)).toEqual(
      [320, 500],
    );
  });

  it('uses other URLs as they are', () => {
    expect(storedImage('https://example.com/a.jpg')).toEqual({ url: 'https://example.com/a.jpg' });
    expect(storedImage('data:image/png;base64,AAAA')).toEqual({ url: 'data:image/png;base64,AAAA' });
    expect(storedImage(null)).toBeNull();
  });
});
