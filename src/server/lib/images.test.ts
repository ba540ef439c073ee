import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidImageError, storeImageVariants } from './images.ts';
import { LocalDiskStorage } from './storage.ts';

let root: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'karigar-images-'));
  storage = new LocalDiskStorage(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 83, b: 42 } } })
    .png()
    .toBuffer();
}

describe('storeImageVariants', () => {
  it('writes 320, 640 and 1280 px WebP variants of a large image', async () => {
    const image = await storeImageVariants(storage, 'products/test-large', await png(1600, 1200));

    expect(image.width).toBe(1280);
    expect(image.height).toBe(960);
    expect(image.variants?.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect(image.url).toBe(image.variants?.[2]?.url);
    expect(image.url).toMatch(/^\/media\/products\/test-large-[0-9a-f]{8}-1280\.webp$/);

    for (const variant of image.variants ?? []) {
      const file = join(root, variant.url.replace(/^\/media\//, ''));
      const meta = await sharp(await readFile(file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 1200) / 1600));
    }
  });

  it('never upscales: a 500 px image gives 320 and 500', async () => {
    const image = await storeImageVariants(storage, 'products/test-small', await png(500, 400));

    expect(image.variants?.map((v) => v.width)).toEqual([320, 500]);
    expect(image).toMatchObject({ width: 500, height: 400 });
    const files = (await readdir(join(root, 'products'))).filter((f) => f.startsWith('test-small-'));
    expect(files).toHaveLength(2);
  });

  it('is content-addressed and skips variants that already exist', async () => {
    const input = await png(700, 700);
    const first = await storeImageVariants(storage, 'products/test-again', input);
    const second = await storeImageVariants(storage, 'products/test-again', input);
    expect(second).toEqual(first);

    const other = await storeImageVariants(storage, 'products/test-again', await png(700, 701));
    expect(other.url).not.toBe(first.url);
  });

  it('rejects input that is not an image', async () => {
    await expect(storeImageVariants(storage, 'products/x', Buffer.from('not an image'))).rejects.toThrow(
      InvalidImageError,
    );
  });
});

describe('LocalDiskStorage', () => {
  it('rejects unsafe keys', async () => {
    const body = Buffer.from('x');
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'Products/X.webp', 'a b', 'a//b', '', '.hidden']) {
      await expect(storage.put(key, body, 'text/plain'), key).rejects.toThrow(/Invalid storage key/);
    }
    expect(() => storage.publicUrl('../x')).toThrow(/Invalid storage key/);
  });

  it('stores, reports and addresses a key', async () => {
    expect(await storage.exists('blog-images/a-1.webp')).toBe(false);
    await storage.put('blog-images/a-1.webp', Buffer.from('abc'), 'image/webp');
    expect(await storage.exists('blog-images/a-1.webp')).toBe(true);
    expect(await readFile(join(root, 'blog-images', 'a-1.webp'), 'utf8')).toBe('abc');
    expect(storage.publicUrl('blog-images/a-1.webp')).toBe('/media/blog-images/a-1.webp');
  });
});
