import { describe, expect, it } from 'vitest';
import { detectImageType, imageUrlSchema, UPLOAD_MESSAGES } from './uploads.schemas.ts';

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

describe('detectImageType', () => {
  const bytes = (...values: Array<number | string>) =>
    Uint8Array.from(
      values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
    );

  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    [bytes('GIF87a', 1, 0), 'image/gif'],
    [bytes('GIF89a', 1, 0), 'image/gif'],
    [bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('recognises %#', (head, type) => {
    expect(detectImageType(head)).toBe(type);
  });

  it.each([
    ['text', bytes('hello, this is not a png')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['xml svg', bytes('<?xml version="1.0"?><svg>')],
    ['truncated png', bytes(0x89, 'PNG', 0x0d, 0x0a)],
    ['RIFF that is not WebP', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['GIF90a', bytes('GIF90a')],
    ['empty', bytes()],
    ['pdf', bytes('%PDF-1.7')],
  ])('refuses %s', (_name, head) => {
    expect(detectImageType(head)).toBeNull();
  });
});
