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

  it('stays within its bytes, least recently used out first', async () => {
    const entry = 2 * 'x'.repeat(100).length + 1;
    const cache = new PublicCache({ pages: 0, 'other-pages': 0, reads: 3 * entry, 'other-reads': 0 });
    for (const k of ['a', 'b', 'c']) await cache.getText(k, [], async () => 'x'.repeat(100));
    await cache.getText('a', [], async () => 'never loaded'); // a is used again, so b is now the oldest
    await cache.getText('d', [], async () => 'x'.repeat(100));
    expect(cache.size).toBe(3);
    expect(cache.bytesIn('reads')).toBeLessThanOrEqual(3 * entry);
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.has('d')]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('keeps a flood of one budget from evicting another', async () => {
    const cache = new PublicCache({ pages: 0, 'other-pages': 0, reads: 10_000, 'other-reads': 10_000 });
    await cache.getText('hot', [], async () => 'home page');
    for (let i = 0; i < 1_000; i++)
      await cache.getText(`search:${i}`, [], async () => `r${i}`, 'other-reads');
    expect(cache.has('hot')).toBe(true);
    expect(cache.bytesIn('other-reads')).toBeLessThanOrEqual(10_000);
  });

  it('files an entry where the load decided, and keeps nothing larger than its budget', async () => {
    const cache = new PublicCache({ pages: 1_000, 'other-pages': 1_000, reads: 0, 'other-reads': 0 });
    let budget: 'pages' | 'other-pages' = 'pages';
    await cache.getText(
      'missing',
      [],
      async () => {
        budget = 'other-pages';
        return '404';
      },
      () => budget,
    );
    expect(cache.bytesIn('other-pages')).toBeGreaterThan(0);
    expect(cache.bytesIn('pages')).toBe(0);
    await cache.getText('huge', [], async () => 'x'.repeat(600), 'pages');
    expect(cache.has('huge')).toBe(false);
  });

  it('gives the bytes back when entries are invalidated', async () => {
    const cache = new PublicCache();
    await cache.get('p', ['products'], async () => ({ name: 'Lippan mirror' }));
    cache.invalidate('products');
    expect(cache.bytesIn('reads')).toBe(0);
  });
});
