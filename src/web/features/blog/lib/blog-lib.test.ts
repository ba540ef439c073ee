import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '#shared/blog/blog.ts';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/blog.json';
import { blogFiltersSearch, blogListHeading, normalizeBlogSearch, parseBlogFilters } from './blog-filters.ts';

const t = createTranslator('en', en);

import { commentResolver } from './comment-form.ts';
import { claimView, VIEW_WINDOW_MS } from './view-counter.ts';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('blog filters in the URL', () => {
  it('reads q and category, trimmed; blank means none', () => {
    expect(parseBlogFilters(new URLSearchParams('q=%20%20mud%20%20mirror%20&category=care-guides'))).toEqual({
      q: 'mud mirror',
      category: 'care-guides',
    });
    expect(parseBlogFilters(new URLSearchParams('q=%20&category='))).toEqual({ q: '', category: null });
  });

  it('writes a stable query string, empty for the plain list', () => {
    expect(blogFiltersSearch({ q: 'lippan art', category: 'craft-stories' })).toBe(
      '?q=lippan+art&category=craft-stories',
    );
    expect(blogFiltersSearch({ q: '', category: null })).toBe('');
  });

  it('cuts search text to the server limit', () => {
    expect(normalizeBlogSearch('a'.repeat(500))).toHaveLength(100);
  });

  it('names the list as the spec does', () => {
    expect(blogListHeading({ q: '', category: null }, undefined, t)).toBe('Latest Posts');
    expect(blogListHeading({ q: 'clay', category: 'care-guides' }, 'Care Guides', t)).toBe(
      'Search Results for "clay"',
    );
    expect(blogListHeading({ q: '', category: 'care-guides' }, 'Care Guides', t)).toBe(
      'Posts in Care Guides',
    );
  });
});

describe('view counting window', () => {
  it('counts a slug once per window, per slug', () => {
    const storage = new MemoryStorage();
    expect(claimView('a', 1_000, storage)).toBe(true);
    expect(claimView('a', 1_000 + VIEW_WINDOW_MS - 1, storage)).toBe(false);
    expect(claimView('b', 2_000, storage)).toBe(true);
    expect(claimView('a', 1_000 + VIEW_WINDOW_MS, storage)).toBe(true);
  });

  it('survives corrupt storage and counts without storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('karigar_blog_views', '{not json');
    expect(claimView('a', 5, storage)).toBe(true);
    expect(claimView('a', 6, storage)).toBe(false);
    expect(claimView('a', 7, null)).toBe(true);
  });

  it('a clock set back counts again rather than never', () => {
    const storage = new MemoryStorage();
    expect(claimView('a', 10_000_000, storage)).toBe(true);
    expect(claimView('a', 5, storage)).toBe(true);
  });
});

describe('the comment form resolver', () => {
  const resolve = (values: { name: string; email: string; content: string }) =>
    commentResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('a blank field after trimming: one message on the form, none on the fields', async () => {
    const result = await resolve({ name: '  ', email: 'asha@example.com', content: 'Lovely' });
    expect(result.errors).toEqual({
      root: { form: { type: 'required', message: BLOG_MESSAGES.commentFieldsRequired } },
    });
  });

  it('then the email shape, on the email field', async () => {
    const result = await resolve({ name: 'Asha', email: 'asha@', content: 'Lovely' });
    expect(result.errors).toEqual({ email: { type: 'pattern', message: BLOG_MESSAGES.invalidEmail } });
  });

  it("says its messages in the page's language", async () => {
    const hindi = (message: string) => `hi:${message}`;
    const blank = await commentResolver(hindi)({ name: '', email: '', content: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(blank.errors.root?.form?.message).toBe(`hi:${BLOG_MESSAGES.commentFieldsRequired}`);
    const email = await commentResolver(hindi)(
      { name: 'Asha', email: 'asha@', content: 'Lovely' },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(email.errors.email?.message).toBe(`hi:${BLOG_MESSAGES.invalidEmail}`);
  });

  it('sends the values trimmed', async () => {
    const result = await resolve({ name: ' Asha ', email: ' asha@example.com ', content: ' Lovely \n' });
    expect(result).toEqual({
      values: { name: 'Asha', email: 'asha@example.com', content: 'Lovely' },
      errors: {},
    });
  });
});
