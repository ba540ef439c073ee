import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

describe('PublicCache', () => {
  it('loads once, then answers from memory with a stable ETag', async () => {
    const cache = new PublicCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const a = await cache.get('k', ['products'], load);
    const b = await cache.get('k', ['products'], load);
    expect(loads).toBe(1);
    expect(b).toBe(a);
    expect(a.etag).toMatch(/^".+"$/);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new PublicCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return { ok: true };
    };
    await Promise.all([cache.get('k', [], load), cache.get('k', [], load), cache.get('k', [], load)]);
    expect(loads).toBe(1);
  });

  it('invalidates only entries carrying the tag', async () => {
    const cache = new PublicCache();
    await cache.get('p', ['products'], async () => 1);
    await cache.get('s', ['settings'], async () => 2);
    cache.invalidate('products');
    expect(cache.size).toBe(1);
  });

  it('does not keep a result loaded across a write', async () => {
    const cache = new PublicCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const pending = cache.get('p', ['products'], async () => {
      await gate;
      return 'old';
    });
    cache.invalidate('products');
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it('stays bounded', async () => {
    const cache = new PublicCache(3);
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, [], async () => k);
    expect(cache.size).toBe(3);
  });
});
