import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '#shared/blog/blog.schemas.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

let admin: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const jsonLd = (html: string) => {
  const raw = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  return raw === undefined ? undefined : JSON.parse(raw);
};

async function createPost(overrides: Record<string, unknown> = {}): Promise<BlogPost> {
  const res = await admin.post('/api/admin/blog/posts', {
    title: 'Block Printing at Home',
    content: '## Start here\n\nCarve a **simple** block.',
    excerpt: 'Everything you need for your first block print.',
    author: 'Meera Iyer',
    category: 'craft-stories',
    tags: 'printing, diy',
    featuredImage: '/media/blog-images/blog-1.webp',
    isPublished: true,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BlogPost;
}

describe('blog pages served with their own head', () => {
  it('gives a post its title, excerpt, picture, canonical URL and BlogPosting JSON-LD', async () => {
    const post = await createPost();
    const res = await page(`/blog/${post.slug}`);
    expect(res.statusCode).toBe(200);
    const url = `http://localhost:3000/blog/${post.slug}`;
    expect(res.body).toContain('<title>Block Printing at Home · Karigar</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Everything you need for your first block print." />',
    );
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    // its share card (decision 089), made from the picture
    expect(res.body).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://localhost:3000/share-cards/en/post/${post.slug}/[0-9a-f]{16}\\.jpg" />`,
      ),
    );
    expect(res.body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(jsonLd(res.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Block Printing at Home',
      description: 'Everything you need for your first block print.',
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: 'Meera Iyer' },
      publisher: { '@type': 'Organization', name: 'Karigar' },
      image: ['http://localhost:3000/media/blog-images/blog-1.webp'],
      url,
      mainEntityOfPage: url,
      articleSection: 'Craft Stories',
      keywords: 'printing, diy',
    });
  });

  it('describes a post without an excerpt by its text, and leaves an inline picture out of previews', async () => {
    const post = await createPost({
      excerpt: '',
      featuredImage: 'data:image/png;base64,iVBORw0KGgo=',
      content: '# Heading\n\n* one **bold** point',
    });
    const res = await page(`/blog/${post.slug}`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<meta name="description" content="Heading one bold point" />');
    // No link preview or JSON-LD carries it (the page itself may show it).
    expect(head).not.toContain('data:image');
  });

  it('keeps markup in a title from breaking out of the head or the JSON-LD', async () => {
    const title = 'Evil </script><script>alert(1)</script> & "quotes"';
    const post = await createPost({ title, excerpt: '<img src=x onerror=alert(2)>' });
    const res = await page(`/blog/${post.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img src=x');
    // Only the JSON-LD and the served page's state (JSON with '<' escaped): nothing the title opened.
    expect(res.body.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script id="karigar-state" type="application/json">',
    ]);
    expect(res.body).not.toContain('Evil </script>');
    expect(res.body).toContain(
      '<title>Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    expect(jsonLd(res.body)).toMatchObject({ headline: title, description: '<img src=x onerror=alert(2)>' });
  });

  it('answers 404 (noindex) for an unknown or a draft post', async () => {
    const draft = await createPost({ isPublished: false });
    for (const url of ['/blog/no-such-post', `/blog/${draft.slug}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Blog Post Not Found · Karigar</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLd(res.body)).toBeUndefined();
    }
  });

  it('serves the new title after an edit and 404 after unpublishing (page cache invalidated)', async () => {
    const post = await createPost();
    expect((await page(`/blog/${post.slug}`)).statusCode).toBe(200);
    const body = {
      title: 'Renamed Print Guide',
      slug: post.slug,
      content: post.content,
      author: post.author,
      isPublished: true,
    };
    await admin.request('PUT', `/api/admin/blog/posts/${post.id}`, body);
    expect((await page(`/blog/${post.slug}`)).body).toContain('<title>Renamed Print Guide · Karigar</title>');
    await admin.request('PUT', `/api/admin/blog/posts/${post.id}`, { ...body, isPublished: false });
    expect((await page(`/blog/${post.slug}`)).statusCode).toBe(404);
  });

  it('titles the blog list, and a category filter by the category', async () => {
    const all = await page('/blog');
    expect(all.body).toContain('<title>Blog · Karigar</title>');
    expect(all.body).toContain('<link rel="canonical" href="http://localhost:3000/blog" />');
    const filtered = await page('/blog?category=care-guides');
    expect(filtered.body).toContain('<title>Posts in Care Guides · Karigar</title>');
    expect(filtered.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/blog?category=care-guides" />',
    );
    expect((await page('/blog?category=unknown')).body).toContain('<title>Blog · Karigar</title>');
  });

  it('lists published posts in the sitemap, not drafts', async () => {
    const live = await createPost();
    const draft = await createPost({ isPublished: false });
    const res = await page('/sitemap.xml');
    expect(res.body).toContain(`<loc>http://localhost:3000/blog/${live.slug}</loc>`);
    expect(res.body).not.toContain(`/blog/${draft.slug}<`);
  });
});
