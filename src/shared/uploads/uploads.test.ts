import { describe, expect, it } from 'vitest';
import { imageUrlSchema, UPLOAD_MESSAGES } from './uploads.schemas.ts';

const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
const message = (value: unknown) => imageUrlSchema.safeParse(value).error?.issues[0]?.message;

describe('imageUrlSchema', () => {
  it.each([
    'https://images.example.com/pot.jpg',
    'http://cdn.example.in/a/b.webp?x=1',
    '/media/blog-images/blog-1732260000000-ab12cd.png',
    '/images/placeholder.svg',
    png(10),
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:image/webp;base64,UklGRg==',
  ])('accepts %s', (value) => {
    expect(imageUrlSchema.safeParse(value).success).toBe(true);
  });

  it('trims', () => {
    expect(imageUrlSchema.parse('  https://x.example/p.png ')).toBe('https://x.example/p.png');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png,rawbytes',
    'data:image/png;base64,not base64!',
    'data:image/png;base64,abc',
    '//evil.example/x.png',
    '/\\evil.example',
    'ftp://files.example/x.png',
    'vbscript:msgbox',
    'pot.png',
    '',
    'https://x.example/a b.png',
    `https://x.example/${'a'.repeat(2100)}`,
  ])('refuses %s with a clear message', (value) => {
    expect(message(value)).toBe(UPLOAD_MESSAGES.invalidUrl);
  });

  it('refuses a non-string', () => {
    expect(message(42)).toBe(UPLOAD_MESSAGES.invalidUrl);
  });

  it('accepts a data URL of exactly 1 MB decoded and refuses one byte more', () => {
    expect(imageUrlSchema.safeParse(png(1024 * 1024)).success).toBe(true);
    expect(message(png(1024 * 1024 + 1))).toBe(UPLOAD_MESSAGES.inlineTooLarge);
  });
});
