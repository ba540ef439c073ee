import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '#server/lib/storage.ts';
import { ArtworkCache } from './artwork-cache.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'artwork-cache-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the demo artwork cache (decision 078)', () => {
  it('remembers what an SVG drew, so a later seed on this machine need not draw it again', async () => {
    const base = tempDir();
    const first = (await ArtworkCache.open(base, 'encoder A'))!;
    expect(await first.sourceOf('<svg>a</svg>')).toBeNull();
    await first.rememberSource('<svg>a</svg>', { hash8: '3fa2b9c1', width: 1600, height: 1200 });
    const second = (await ArtworkCache.open(base, 'encoder A'))!;
    expect(await second.sourceOf('<svg>a</svg>')).toEqual({ hash8: '3fa2b9c1', width: 1600, height: 1200 });
    expect(second.reused).toBe(1);
    expect(await second.sourceOf('<svg>b</svg>')).toBeNull();
  });

  it('puts a file kept by an earlier seed into a new storage instead of encoding it again', async () => {
    const base = tempDir();
    const key = 'products/kg-dc-001-1-3fa2b9c1-640.webp';
    const firstShop = new LocalDiskStorage(tempDir());
    const first = (await ArtworkCache.open(base, 'encoder A'))!.around(firstShop);
    expect(await first.exists(key)).toBe(false);
    await first.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(readFileSync(firstShop.pathOf(key), 'utf8')).toBe('webp bytes');

    const secondShop = new LocalDiskStorage(tempDir());
    const second = (await ArtworkCache.open(base, 'encoder A'))!.around(secondShop);
    expect(await second.exists(key)).toBe(true);
    expect(readFileSync(secondShop.pathOf(key), 'utf8')).toBe('webp bytes');
    expect(second.publicUrl(key)).toBe(`/media/${key}`);
    expect(await second.exists('products/never-kept-640.webp')).toBe(false);
  });

  it('keeps nothing across encoders: another fingerprint starts empty', async () => {
    const base = tempDir();
    const key = 'homepage/hero-0a1b2c3d-1280.webp';
    await (await ArtworkCache.open(base, 'vips 8.17 q78 e2'))!
      .around(new LocalDiskStorage(tempDir()))
      .put(key, Buffer.from('old encoder'), 'image/webp');
    const other = (await ArtworkCache.open(base, 'vips 8.18 q78 e2'))!.around(
      new LocalDiskStorage(tempDir()),
    );
    expect(await other.exists(key)).toBe(false);
  });

  it('is no cache where its folder cannot be made: the seed renders as before', async () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, 'not a folder');
    expect(await ArtworkCache.open(join(file, 'cache'), 'encoder A')).toBeNull();
  });

  it('refuses a key that would leave its folder', async () => {
    const cached = (await ArtworkCache.open(tempDir(), 'encoder A'))!.around(new LocalDiskStorage(tempDir()));
    await expect(cached.exists('../outside.webp')).rejects.toThrow('Invalid storage key');
  });
});
