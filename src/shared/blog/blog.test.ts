import { describe, expect, it } from 'vitest';
import {
  BLOG_MESSAGES,
  blogCommentInputSchema,
  blogPostInputSchema,
  generateSlug,
  parseTags,
  slugify,
} from './blog.schemas.ts';

describe('slugify (docs/product.md §7.7, without the timestamp)', () => {
  it('lowercases, drops other characters, turns whitespace into hyphens and collapses repeats', () => {
    expect(slugify('The Story of Lippan: Mud & Mirrors!')).toBe('the-story-of-lippan-mud-mirrors');
    expect(slugify('  Soy   candles -- a  guide  ')).toBe('soy-candles-a-guide');
    expect(slugify('Tabs\tand\nnewlines')).toBe('tabs-and-newlines');
  });

  it('keeps digits and existing hyphens, trims hyphens at the ends', () => {
    expect(slugify('-Top 10 gift-ideas for 2026-')).toBe('top-10-gift-ideas-for-2026');
  });

  it('drops accents rather than the letters and never lets markup or paths through', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('<script>alert(1)</script> ../etc')).toBe('scriptalert1script-etc');
  });

  it('is empty when nothing usable is left', () => {
    expect(slugify('दिवाली ✨')).toBe('');
    expect(slugify('   ')).toBe('');
  });
});

describe('generateSlug (docs/product.md §7.7: current millisecond timestamp appended)', () => {
  it('appends the timestamp to the slugified title', () => {
    expect(generateSlug('Resin Art: Pouring the Ocean', 1_763_800_000_123)).toBe(
      'resin-art-pouring-the-ocean-1763800000123',
    );
  });

  it('is the timestamp alone when the title gives no slug', () => {
    expect(generateSlug('✨', 1_763_800_000_123)).toBe('1763800000123');
  });
});

describe('parseTags (docs/product.md §7.7: comma-separated, trimmed, saved as a list)', () => {
  it('splits a string, trims, drops empties and repeats', () => {
    expect(parseTags(' lippan , kutch,, mirrors ,lippan, ')).toEqual(['lippan', 'kutch', 'mirrors']);
  });

  it('cleans an array the same way', () => {
    expect(parseTags([' a ', '', 'b'])).toEqual(['a', 'b']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('request schemas', () => {
  it('a post without title, content or author gives the spec message', () => {
    const result = blogPostInputSchema.safeParse({ title: '  ', content: 'x', author: 'A' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BLOG_MESSAGES.postFieldsRequired);
    expect(result.error?.issues[0]?.path).toEqual(['title']);
  });

  it('a post is trimmed; blank slug, category and image become absent', () => {
    const values = blogPostInputSchema.parse({
      title: ' T ',
      slug: ' ',
      content: ' body ',
      author: ' Me ',
      category: '',
      tags: 'a, b',
      featuredImage: '  ',
    });
    expect(values).toMatchObject({
      title: 'T',
      slug: undefined,
      content: 'body',
      author: 'Me',
      tags: ['a', 'b'],
    });
    expect(values.category).toBeUndefined();
    expect(values.featuredImage).toBeNull();
    expect(values.isPublished).toBe(false);
  });

  it('refuses a javascript: featured image', () => {
    const result = blogPostInputSchema.safeParse({
      title: 'T',
      content: 'c',
      author: 'a',
      featuredImage: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['featuredImage']);
  });

  it('a comment with a blank field gives "Please fill in all fields."; values are trimmed', () => {
    const blank = blogCommentInputSchema.safeParse({ name: ' ', email: 'a@b.in', content: 'hi' });
    expect(blank.error?.issues[0]?.message).toBe(BLOG_MESSAGES.commentFieldsRequired);
    const missing = blogCommentInputSchema.safeParse({ name: 'A', email: 'a@b.in' });
    expect(missing.error?.issues[0]?.message).toBe(BLOG_MESSAGES.commentFieldsRequired);
    expect(blogCommentInputSchema.parse({ name: ' Asha ', email: ' a@b.in ', content: ' Lovely ' })).toEqual({
      name: 'Asha',
      email: 'a@b.in',
      content: 'Lovely',
    });
  });

  it('a comment with a malformed email is refused', () => {
    const result = blogCommentInputSchema.safeParse({ name: 'A', email: 'not-an-email', content: 'hi' });
    expect(result.error?.issues[0]?.message).toBe(BLOG_MESSAGES.invalidEmail);
  });
});
