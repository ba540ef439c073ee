import { describe, expect, it } from 'vitest';
import { paths } from '#web/config/paths.ts';
import { safeReturnPath } from './return-path.ts';

describe('where sign-in returns to', () => {
  it('audit 6.1: a path of this site, carried in /auth?next=', () => {
    expect(paths.auth.href('/product/12?from=heart')).toBe('/auth?next=%2Fproduct%2F12%3Ffrom%3Dheart');
    expect(paths.auth.href()).toBe('/auth');
    expect(safeReturnPath('/product/12?from=heart')).toBe('/product/12?from=heart');
    expect(safeReturnPath('/order-history')).toBe('/order-history');
  });

  it('audit 6.1: never another site, nor the sign-in page itself', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'product/1']) {
      expect(safeReturnPath(next)).toBeNull();
    }
    for (const next of ['/auth', '/auth?tab=signup', '/auth#x']) expect(safeReturnPath(next)).toBeNull();
  });

  it('I1: no control character or backslash anywhere, which a URL parser would turn into another host', () => {
    for (const next of ['/\t/evil.example', '/\n/evil.example', '/a\\b', '/\x00x', '/x\x7f']) {
      expect(safeReturnPath(next), JSON.stringify(next)).toBeNull();
    }
    expect(new URL('/\t/evil.example', 'https://shop.example.in').host).toBe('evil.example');
  });
});
