import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminBlogComment,
  BLOG_MESSAGES,
  type BlogCategory,
  type BlogPost,
  type BlogPostDetail,
  type BlogPostSummary,
  blogPostInputSchema,
  FEATURED_POSTS_LIMIT,
} from '#shared/blog/blog.schemas.ts';
import { blogCategories, blogComments, blogPosts, emailOutbox } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { MAIL_KINDS } from '../mail/mail-kinds.ts';
import { COMMENTS_PER_IP_PER_10_MINUTES } from './blog.routes.ts';
import { BlogService } from './blog.service.ts';
import { COUNTED_VIEWS_PER_CLIENT } from './view-counting.ts';

let admin: TestClient;
let guest: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
  guest = new TestClient(t);
});

type Page<T> = { items: T[]; total: number; page: number; limit: number };

let serial = 0;
/** A unique word so a test finds its own posts among the seeded ones. */
const token = (name: string) => `${name}${Date.now().toString(36)}${++serial}`;

const postBody = (overrides: Record<string, unknown> = {}) => ({
  title: `A post ${token('t')}`,
  content: 'Some **markdown** body.',
  author: 'Meera',
  excerpt: 'A short excerpt.',
  category: 'care-guides',
  tags: 'candles, care',
  isPublished: true,
  isFeatured: false,
  ...overrides,
});

async function createPost(overrides: Record<string, unknown> = {}): Promise<BlogPost> {
  const res = await admin.post('/api/admin/blog/posts', postBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BlogPost;
}

const countRows = async (table: typeof blogPosts | typeof blogComments | typeof blogCategories) => {
  const [row] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

const list = async (query = '') => {
  const res = await guest.get(`/api/blog/posts${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<BlogPostSummary>;
};

const detail = async (slug: string) => {
  const res = await guest.get(`/api/blog/posts/${encodeURIComponent(slug)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BlogPostDetail;
};

describe('GET /api/blog/posts', () => {
  it('lists published posts only, newest published first, as a page', async () => {
    const body = await list('?limit=100');
    expect(body).toMatchObject({ page: 1, limit: 100 });
    expect(body.items.length).toBe(body.total);
    const [drafts] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, false));
    expect(drafts!.n).toBeGreaterThan(0);
    expect(body.items.every((p) => p.isPublished && p.publishedAt)).toBe(true);
    const dates = body.items.map((p) => p.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items[0]).not.toHaveProperty('content');
  });

  it('pages 12 at a time by default', async () => {
    expect((await list()).limit).toBe(12);
  });

  it('searches title, content and excerpt case-insensitively', async () => {
    const word = token('zebra');
    const inTitle = await createPost({ title: `The ${word.toUpperCase()} title` });
    const inContent = await createPost({ content: `Body mentions ${word} here.` });
    const inExcerpt = await createPost({ excerpt: `Excerpt with ${word.toLowerCase()}` });
    await createPost({ title: `Draft ${word}`, isPublished: false });
    const body = await list(`?q=${encodeURIComponent(word.toUpperCase())}`);
    expect(body.items.map((p) => p.id).sort()).toEqual([inTitle.id, inContent.id, inExcerpt.id].sort());
    expect(body.total).toBe(3);
  });

  it('treats % and _ in the search as literal characters', async () => {
    const word = token('pct');
    const literal = await createPost({ title: `${word} 100% cotton_thread` });
    await createPost({ title: `${word} 100 percent cottonXthread` });
    expect((await list(`?q=${encodeURIComponent('100% cotton')}`)).items.map((p) => p.id)).toEqual([
      literal.id,
    ]);
    expect((await list(`?q=${encodeURIComponent(`${word} 100 cotton_t`)}`)).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('cotton_thread')}`)).items.map((p) => p.id)).toEqual([
      literal.id,
    ]);
  });

  it('an empty search lists everything published', async () => {
    expect((await list('?q=%20%20')).total).toBe((await list()).total);
  });

  it('filters by category slug and names the category', async () => {
    const body = await list('?category=behind-the-scenes&limit=100');
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.items)
      expect(p).toMatchObject({ category: 'behind-the-scenes', categoryName: 'Behind the Scenes' });
    expect((await list('?category=no-such-category')).total).toBe(0);
  });

  it('refuses a bad page or limit, naming the field', async () => {
    const res = await guest.get('/api/blog/posts?limit=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('limit');
  });
});

describe('GET /api/blog/featured', () => {
  it('answers at most 3 published featured posts, newest first', async () => {
    for (let i = 0; i < 4; i++) await createPost({ isFeatured: true });
    const draft = await createPost({ isFeatured: true, isPublished: false });
    const res = await guest.get('/api/blog/featured');
    const { items } = res.json() as { items: BlogPostSummary[] };
    expect(items).toHaveLength(FEATURED_POSTS_LIMIT);
    expect(items.every((p) => p.isFeatured && p.isPublished)).toBe(true);
    expect(items.map((p) => p.id)).not.toContain(draft.id);
    const dates = items.map((p) => p.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('GET /api/blog/categories', () => {
  it('lists categories by name with their published post counts', async () => {
    const { items } = (await guest.get('/api/blog/categories')).json() as { items: BlogCategory[] };
    expect(items.map((c) => c.name)).toEqual([...items.map((c) => c.name)].sort());
    for (const c of items) {
      const [n] = await t.db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(blogPosts)
        .where(sql`${blogPosts.category} = ${c.slug} and ${blogPosts.isPublished}`);
      expect(c.postCount, c.slug).toBe(n!.n);
    }
  });
});

describe('GET /api/blog/posts/:slug', () => {
  it('answers the post with its category name, tags and body', async () => {
    const post = await createPost({ tags: ' one ,, two ,one' });
    const body = await detail(post.slug);
    expect(body.post).toMatchObject({
      id: post.id,
      content: 'Some **markdown** body.',
      categoryName: 'Care Guides',
      tags: ['one', 'two'],
    });
    expect(body.commentCount).toBe(0);
  });

  it('lists up to 3 related posts: same category, published, not itself', async () => {
    const category = `rel-${token('c')}`.toLowerCase();
    const created = await admin.post('/api/admin/blog/categories', {
      name: `Related ${category}`,
      slug: category,
    });
    expect(created.statusCode).toBe(201);
    const own = await createPost({ category });
    const others = [];
    for (let i = 0; i < 4; i++) others.push(await createPost({ category }));
    const draft = await createPost({ category, isPublished: false });
    const { related } = await detail(own.slug);
    expect(related).toHaveLength(3);
    const ids = related.map((p) => p.id);
    expect(ids).not.toContain(own.id);
    expect(ids).not.toContain(draft.id);
    expect(related.every((p) => p.category === category && p.isPublished)).toBe(true);
    // newest first
    expect(ids).toEqual(
      others
        .slice(1)
        .reverse()
        .map((p) => p.id),
    );
    expect((await detail((await createPost({ category: null })).slug)).related).toEqual([]);
  });

  it('is 404 with the spec message for an unknown or a draft slug', async () => {
    const draft = await createPost({ isPublished: false });
    for (const slug of ['no-such-post', draft.slug]) {
      const res = await guest.get(`/api/blog/posts/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().error.message).toBe(BLOG_MESSAGES.loadPostFailed);
      expect((await guest.post(`/api/blog/posts/${slug}/view`)).statusCode).toBe(404);
      const comment = await guest.post(`/api/blog/posts/${slug}/comments`, {
        name: 'A',
        email: 'a@example.in',
        content: 'hi',
      });
      expect(comment.statusCode).toBe(404);
    }
  });

  it('is cacheable: an ETag, 304 when unchanged, fresh after an admin edit', async () => {
    const post = await createPost();
    const first = await guest.get(`/api/blog/posts/${post.slug}`);
    const etag = String(first.headers.etag);
    expect((await guest.get(`/api/blog/posts/${post.slug}`, { 'if-none-match': etag })).statusCode).toBe(304);
    const edited = await admin.request(
      'PUT',
      `/api/admin/blog/posts/${post.id}`,
      postBody({ title: 'Edited title', slug: post.slug }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await guest.get(`/api/blog/posts/${post.slug}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect((after.json() as BlogPostDetail).post.title).toBe('Edited title');
  });
});

describe('POST /api/blog/posts/:slug/view', () => {
  it('counts 20 concurrent views as exactly 20 and answers the fresh count', async () => {
    const post = await createPost();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => new TestClient(t).post(`/api/blog/posts/${post.slug}/view`)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const counts = answers.map((r) => (r.json() as { viewCount: number }).viewCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const [row] = await t.db.db
      .select({ n: blogPosts.viewCount })
      .from(blogPosts)
      .where(eq(blogPosts.id, post.id));
    expect(row!.n).toBe(20);
  });
});

describe('POST /api/blog/posts/:slug/view (L6: one client cannot inflate views)', () => {
  const viewCount = async (slug: string) =>
    (await t.db.db.select({ n: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!.n;

  it('counts a flood of views from one client once, answering 200 with the count each time', async () => {
    const post = await createPost();
    const flooder = new TestClient(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => flooder.post(`/api/blog/posts/${post.slug}/view`)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.every((r) => (r.json() as { viewCount: number }).viewCount <= 1)).toBe(true);
    expect(await viewCount(post.slug)).toBe(1);
    // The flooder's IPv6 neighbours in the same /64 are the same client.
    const v6 = (n: number) => new TestClient(t, `2001:db8:77:1::${n}`);
    for (let n = 1; n <= 5; n++) await v6(n).post(`/api/blog/posts/${post.slug}/view`);
    expect(await viewCount(post.slug)).toBe(2);
  });

  it(`counts at most ${COUNTED_VIEWS_PER_CLIENT} posts per client per window, in the database`, async () => {
    const posts = await Promise.all(Array.from({ length: COUNTED_VIEWS_PER_CLIENT + 2 }, () => createPost()));
    const reader = new TestClient(t);
    for (const post of posts)
      expect((await reader.post(`/api/blog/posts/${post.slug}/view`)).statusCode).toBe(200);
    const counted = await Promise.all(posts.map((post) => viewCount(post.slug)));
    expect(counted.filter((n) => n === 1)).toHaveLength(COUNTED_VIEWS_PER_CLIENT);
    expect(counted.filter((n) => n === 0)).toHaveLength(2);
  });
});

describe('POST /api/blog/posts/:slug/comments', () => {
  const comment = (overrides: Record<string, unknown> = {}) => ({
    name: '  Asha  ',
    email: ' asha@example.in ',
    content: '  Lovely piece!  ',
    ...overrides,
  });

  it('stores the comment trimmed and pending; it is not public until approved', async () => {
    const post = await createPost();
    const res = await new TestClient(t).post(`/api/blog/posts/${post.slug}/comments`, comment());
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number; isApproved: boolean };
    expect(res.json()).toEqual({ id, isApproved: false });
    const [row] = await t.db.db.select().from(blogComments).where(eq(blogComments.id, id));
    expect(row).toMatchObject({
      userName: 'Asha',
      userEmail: 'asha@example.in',
      content: 'Lovely piece!',
      isApproved: false,
    });

    // pending: not in the post, not counted
    let body = await detail(post.slug);
    expect(body.comments).toEqual([]);
    expect(body.commentCount).toBe(0);

    // approved: public, without the email
    const approve = await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status: 'approved' });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({
      id,
      isApproved: true,
      postTitle: post.title,
      postSlug: post.slug,
    });
    body = await detail(post.slug);
    expect(body.commentCount).toBe(1);
    expect(body.comments).toEqual([
      { id, userName: 'Asha', content: 'Lovely piece!', createdAt: row!.createdAt.toISOString() },
    ]);
    expect(JSON.stringify(body)).not.toContain('asha@example.in');

    // rejected / unapproved: hidden again
    expect(
      (await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status: 'pending' })).statusCode,
    ).toBe(200);
    body = await detail(post.slug);
    expect(body.comments).toEqual([]);
    expect(body.commentCount).toBe(0);
  });

  it('shows approved comments oldest first', async () => {
    const post = await createPost();
    const ids: number[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      const res = await new TestClient(t).post(`/api/blog/posts/${post.slug}/comments`, comment({ name }));
      ids.push(res.json().id);
    }
    for (const id of [...ids].reverse())
      await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status: 'approved' });
    const body = await detail(post.slug);
    expect(body.comments.map((c) => c.userName)).toEqual(['First', 'Second', 'Third']);
    expect(body.commentCount).toBe(3);
  });

  it("refuses blank fields with 'Please fill in all fields.' naming them; nothing is written", async () => {
    const post = await createPost();
    const before = await countRows(blogComments);
    for (const [field, value] of [
      ['name', '   '],
      ['email', ''],
      ['content', ' \n '],
      ['name', undefined],
    ] as const) {
      const res = await new TestClient(t).post(
        `/api/blog/posts/${post.slug}/comments`,
        comment({ [field]: value }),
      );
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message).toBe(BLOG_MESSAGES.commentFieldsRequired);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    const bad = await new TestClient(t).post(
      `/api/blog/posts/${post.slug}/comments`,
      comment({ email: 'nope' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      message: BLOG_MESSAGES.invalidEmail,
      fields: { email: BLOG_MESSAGES.invalidEmail },
    });
    const long = await new TestClient(t).post(
      `/api/blog/posts/${post.slug}/comments`,
      comment({ content: 'x'.repeat(2001) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('content');
    expect(await countRows(blogComments)).toBe(before);
  });

  it(`allows ${COMMENTS_PER_IP_PER_10_MINUTES} comments per client in 10 minutes, then 429`, async () => {
    const post = await createPost();
    const client = new TestClient(t);
    for (let i = 0; i < COMMENTS_PER_IP_PER_10_MINUTES; i++)
      expect((await client.post(`/api/blog/posts/${post.slug}/comments`, comment())).statusCode).toBe(201);
    const refused = await client.post(`/api/blog/posts/${post.slug}/comments`, comment());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(BLOG_MESSAGES.tooManyComments);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another client is not affected
    expect(
      (await new TestClient(t).post(`/api/blog/posts/${post.slug}/comments`, comment())).statusCode,
    ).toBe(201);
  });

  it('limits IPv6 clients by their /64: rotating the interface id gives no fresh bucket (L4)', async () => {
    const post = await createPost();
    const answers = [];
    for (let i = 1; i <= COMMENTS_PER_IP_PER_10_MINUTES + 1; i++)
      answers.push(
        await new TestClient(t, `2001:db8:42:7:${i.toString(16)}::1`).post(
          `/api/blog/posts/${post.slug}/comments`,
          comment(),
        ),
      );
    expect(answers.map((r) => r.statusCode)).toEqual([
      ...Array.from({ length: COMMENTS_PER_IP_PER_10_MINUTES }, () => 201),
      429,
    ]);
    // The next /64 is another client.
    const neighbour = new TestClient(t, '2001:db8:42:8::1');
    expect((await neighbour.post(`/api/blog/posts/${post.slug}/comments`, comment())).statusCode).toBe(201);
  });

  it('keeps XSS payloads as plain text in posts and comments', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3))';
    const post = await createPost({ content: payload, title: `XSS ${token('x')} <script>` });
    const res = await new TestClient(t).post(
      `/api/blog/posts/${post.slug}/comments`,
      comment({ content: payload }),
    );
    await admin.request('PATCH', `/api/admin/blog/comments/${res.json().id}`, { status: 'approved' });
    const body = await detail(post.slug);
    expect(body.post.content).toBe(payload);
    expect(body.comments[0]!.content).toBe(payload);
  });
});

describe('admin blog routes', () => {
  const routes: Array<[method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object]> = [
    ['GET', '/api/admin/blog/posts'],
    ['GET', '/api/admin/blog/preview/a-slug'],
    ['POST', '/api/admin/blog/posts', postBody()],
    ['PUT', '/api/admin/blog/posts/1', postBody()],
    ['DELETE', '/api/admin/blog/posts/1'],
    ['GET', '/api/admin/blog/comments'],
    ['PATCH', '/api/admin/blog/comments/1', { status: 'approved' }],
    ['DELETE', '/api/admin/blog/comments/1'],
    ['GET', '/api/admin/blog/categories'],
    ['POST', '/api/admin/blog/categories', { name: 'X' }],
    ['PUT', '/api/admin/blog/categories/1', { name: 'X' }],
    ['DELETE', '/api/admin/blog/categories/1'],
  ];

  it('are 401 for a guest and 403 for a customer, and change nothing', async () => {
    const customer = await createCustomer(t);
    const before = await Promise.all([
      countRows(blogPosts),
      countRows(blogComments),
      countRows(blogCategories),
    ]);
    for (const [method, url, body] of routes) {
      expect((await new TestClient(t).request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      await Promise.all([countRows(blogPosts), countRows(blogComments), countRows(blogCategories)]),
    ).toEqual(before);
  });

  it('audit 2.7: the admin previews a draft by its slug; the public read stays 404 for guests and shoppers', async () => {
    const draft = await createPost({ isPublished: false, title: `Draft ${token('d')}` });
    const res = await admin.get(`/api/admin/blog/preview/${draft.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      id: draft.id,
      title: draft.title,
      isPublished: false,
      publishedAt: null,
    });
    const published = await createPost();
    expect((await admin.get(`/api/admin/blog/preview/${published.slug}`)).json().id).toBe(published.id);

    const shopper = await createCustomer(t);
    for (const client of [guest, shopper, admin]) {
      const pub = await client.get(`/api/blog/posts/${draft.slug}`);
      expect(pub.statusCode).toBe(404);
      expect(pub.json().error.message).toBe(BLOG_MESSAGES.loadPostFailed);
    }
    expect((await guest.get(`/api/admin/blog/preview/${draft.slug}`)).statusCode).toBe(401);
    expect((await shopper.get(`/api/admin/blog/preview/${draft.slug}`)).statusCode).toBe(403);
    const unknown = await admin.get('/api/admin/blog/preview/no-such-post');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(BLOG_MESSAGES.loadPostFailed);
  });

  it('lists all posts, drafts too, newest first, with the sub-tab counts', async () => {
    const draft = await createPost({ isPublished: false });
    const res = await admin.get('/api/admin/blog/posts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Page<BlogPost> & { counts: Record<string, number> };
    expect(body.items[0]!.id).toBe(draft.id);
    expect(body.items[0]).toMatchObject({
      isPublished: false,
      publishedAt: null,
      content: 'Some **markdown** body.',
    });
    const [pending] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(blogComments)
      .where(and(eq(blogComments.isApproved, false), isNull(blogComments.rejectedAt)));
    expect(body.counts).toEqual({
      posts: await countRows(blogPosts),
      pendingComments: pending!.n,
      categories: await countRows(blogCategories),
    });
    expect(body.total).toBe(body.counts.posts);
  });

  it("refuses a post without title, content or author with 'Please fill in Title, Content, and Author fields.'", async () => {
    const before = await countRows(blogPosts);
    for (const field of ['title', 'content', 'author']) {
      for (const value of ['  ', undefined]) {
        const res = await admin.post('/api/admin/blog/posts', postBody({ [field]: value }));
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error.message).toBe(BLOG_MESSAGES.postFieldsRequired);
        expect(res.json().error.fields).toHaveProperty(field);
      }
    }
    const image = await admin.post(
      '/api/admin/blog/posts',
      postBody({ featuredImage: 'javascript:alert(1)' }),
    );
    expect(image.statusCode).toBe(400);
    expect(image.json().error.fields).toHaveProperty('featuredImage');
    const category = await admin.post('/api/admin/blog/posts', postBody({ category: 'no-such-category' }));
    expect(category.statusCode).toBe(400);
    expect(category.json().error.fields).toEqual({ category: BLOG_MESSAGES.unknownCategory });
    expect(await countRows(blogPosts)).toBe(before);
  });

  it('generates the slug from the title with the millisecond timestamp when blank (docs/product.md §7.7)', async () => {
    const before = Date.now();
    const post = await createPost({ title: 'Mud & Mirrors:  A  Guide!', slug: '  ' });
    const match = /^mud-mirrors-a-guide-(\d{13})$/.exec(post.slug);
    expect(match, post.slug).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(before);
    expect(Number(match![1])).toBeLessThanOrEqual(Date.now());
  });

  it('normalises a typed slug and refuses one already in use (409 naming slug, nothing written)', async () => {
    const slug = token('my-slug').toLowerCase();
    const post = await createPost({ slug: ` ${slug.toUpperCase()}!! ` });
    expect(post.slug).toBe(slug);
    const before = await countRows(blogPosts);
    const clash = await admin.post('/api/admin/blog/posts', postBody({ slug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      message: BLOG_MESSAGES.slugTaken,
      fields: { slug: BLOG_MESSAGES.slugTaken },
    });
    expect(await countRows(blogPosts)).toBe(before);
    const other = await createPost();
    const edit = await admin.request('PUT', `/api/admin/blog/posts/${other.id}`, postBody({ slug }));
    expect(edit.statusCode).toBe(409);
    // keeping its own slug on edit is fine
    expect(
      (await admin.request('PUT', `/api/admin/blog/posts/${post.id}`, postBody({ slug }))).statusCode,
    ).toBe(200);
  });

  it('gives a second post generated in the same millisecond a -2 suffix (unique index decides)', async () => {
    const blog = new BlogService(
      t.db.db,
      () => {},
      t.app.mailer,
      () => 1_763_800_000_000,
    );
    const values = blogPostInputSchema.parse(postBody({ title: `Same ${token('ms')}`, category: null }));
    const first = await blog.createPost(values);
    const second = await blog.createPost(values);
    const third = await blog.createPost(values);
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);
  });

  it('applies the publish-date rules (docs/product.md §7.7) on create and edit', async () => {
    const start = Date.now();
    const draft = await createPost({ isPublished: false });
    expect(draft.publishedAt).toBeNull();
    const live = await createPost({ isPublished: true });
    expect(Date.parse(live.publishedAt!)).toBeGreaterThanOrEqual(start - 1000);

    const put = async (post: BlogPost, isPublished: boolean) => {
      const res = await admin.request(
        'PUT',
        `/api/admin/blog/posts/${post.id}`,
        postBody({ title: post.title, slug: post.slug, isPublished }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as BlogPost;
    };
    // publishing a draft sets the date
    const published = await put(draft, true);
    expect(published.publishedAt).not.toBeNull();
    // editing a published post keeps its date
    const old = '2025-01-15T10:00:00.000Z';
    await t.db.db
      .update(blogPosts)
      .set({ publishedAt: new Date(old) })
      .where(eq(blogPosts.id, live.id));
    const kept = await put(live, true);
    expect(kept.publishedAt).toBe(old);
    expect(Date.parse(kept.updatedAt)).toBeGreaterThan(Date.parse(live.updatedAt) - 1);
    // unpublishing clears it; republishing takes the current time
    expect((await put(live, false)).publishedAt).toBeNull();
    const again = await put(live, true);
    expect(Date.parse(again.publishedAt!)).toBeGreaterThanOrEqual(start - 1000);
    // featured is independent of published
    const featuredDraft = await createPost({ isPublished: false, isFeatured: true });
    expect(featuredDraft).toMatchObject({ isPublished: false, isFeatured: true, publishedAt: null });
  });

  it('saves tags from a comma-separated string or a list, trimmed, empties dropped', async () => {
    expect((await createPost({ tags: ' a , ,b ,  c' })).tags).toEqual(['a', 'b', 'c']);
    expect((await createPost({ tags: [' x ', '', 'y'] })).tags).toEqual(['x', 'y']);
    expect((await createPost({ tags: undefined })).tags).toEqual([]);
  });

  it('makes a published post public at once and a deleted one 404 (cache invalidated)', async () => {
    const word = token('fresh');
    expect((await list(`?q=${word}`)).total).toBe(0);
    const post = await createPost({ title: `Fresh ${word}` });
    expect((await list(`?q=${word}`)).total).toBe(1);
    await detail(post.slug);
    const res = await new TestClient(t).post(`/api/blog/posts/${post.slug}/comments`, {
      name: 'A',
      email: 'a@example.in',
      content: 'hi',
    });
    const del = await admin.request('DELETE', `/api/admin/blog/posts/${post.id}`);
    expect(del.statusCode).toBe(204);
    expect((await guest.get(`/api/blog/posts/${post.slug}`)).statusCode).toBe(404);
    expect((await list(`?q=${word}`)).total).toBe(0);
    // its comments went with it
    expect(await t.db.db.select().from(blogComments).where(eq(blogComments.id, res.json().id))).toEqual([]);
    expect((await admin.request('DELETE', `/api/admin/blog/posts/${post.id}`)).statusCode).toBe(404);
    expect((await admin.request('PUT', `/api/admin/blog/posts/${post.id}`, postBody())).statusCode).toBe(404);
  });

  it('moderates comments: list with post title, pending filter, approve, reject, delete', async () => {
    const post = await createPost();
    const made = await new TestClient(t).post(`/api/blog/posts/${post.slug}/comments`, {
      name: 'Ravi',
      email: 'ravi@example.in',
      content: 'Nice',
    });
    const id = made.json().id as number;
    const pending = (
      await admin.get('/api/admin/blog/comments?status=pending&limit=100')
    ).json() as Page<AdminBlogComment>;
    expect(pending.items.find((c) => c.id === id)).toMatchObject({
      postId: post.id,
      postTitle: post.title,
      userName: 'Ravi',
      userEmail: 'ravi@example.in',
      isApproved: false,
    });
    expect(pending.items.every((c) => !c.isApproved)).toBe(true);
    const all = (await admin.get('/api/admin/blog/comments')).json() as Page<AdminBlogComment>;
    expect(all.items[0]!.id).toBe(id);
    const times = all.items.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    expect(
      (await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status: 'yes' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.request('PATCH', '/api/admin/blog/comments/999999', { status: 'approved' })).statusCode,
    ).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/blog/comments/${id}`)).statusCode).toBe(204);
    expect((await admin.request('DELETE', `/api/admin/blog/comments/${id}`)).statusCode).toBe(404);
  });

  it('audit 2.8: Reject moves a pending comment out of the pending queue into Rejected, hidden; restore brings it back', async () => {
    const post = await createPost();
    const made = await new TestClient(t).post(`/api/blog/posts/${post.slug}/comments`, {
      name: 'Kabir',
      email: 'kabir@example.in',
      content: 'Buy cheap watches here',
    });
    const id = made.json().id as number;
    const pendingCount = async () =>
      ((await admin.get('/api/admin/blog/posts?limit=1')).json() as { counts: { pendingComments: number } })
        .counts.pendingComments;
    const ids = async (status: string) =>
      (
        (
          await admin.get(`/api/admin/blog/comments?status=${status}&limit=100`)
        ).json() as Page<AdminBlogComment>
      ).items.map((c) => c.id);
    const before = await pendingCount();
    expect(await ids('pending')).toContain(id);

    const rejected = await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status: 'rejected' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ id, status: 'rejected', isApproved: false });
    expect(await pendingCount()).toBe(before - 1);
    expect(await ids('pending')).not.toContain(id);
    expect(await ids('rejected')).toEqual(expect.arrayContaining([id]));
    expect(await ids('approved')).not.toContain(id);
    expect((await detail(post.slug)).comments).toEqual([]);
    const [row] = await t.db.db.select().from(blogComments).where(eq(blogComments.id, id));
    expect(row!.rejectedAt).toBeInstanceOf(Date);

    // Restored: back in the pending queue, still not public.
    const restored = await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status: 'pending' });
    expect(restored.json()).toMatchObject({ id, status: 'pending', isApproved: false });
    expect(await pendingCount()).toBe(before);
    expect(await ids('rejected')).not.toContain(id);
    expect((await detail(post.slug)).commentCount).toBe(0);

    // A rejected one can also be approved straight away.
    await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status: 'rejected' });
    const approved = await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status: 'approved' });
    expect(approved.json()).toMatchObject({ id, status: 'approved', isApproved: true });
    expect((await detail(post.slug)).comments.map((c) => c.id)).toEqual([id]);
    expect(await pendingCount()).toBe(before - 1);

    const bad = await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status: 'spam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
    const badFilter = await admin.get('/api/admin/blog/comments?status=spam');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.fields).toHaveProperty('status');
  });

  it('creates and edits categories; slugs are unique and a renamed slug follows to its posts', async () => {
    const name = `Festive ${token('cat')}`;
    const created = await admin.post('/api/admin/blog/categories', {
      name,
      description: ' Diwali and more ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json() as BlogCategory;
    expect(category).toMatchObject({
      name,
      slug: name.toLowerCase().replace(' ', '-'),
      description: 'Diwali and more',
      postCount: 0,
    });
    const post = await createPost({ category: category.slug });

    const clash = await admin.post('/api/admin/blog/categories', { name: 'Other', slug: category.slug });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ slug: BLOG_MESSAGES.categorySlugTaken });
    const blank = await admin.post('/api/admin/blog/categories', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('name');

    const newSlug = `${category.slug}-new`;
    const edited = await admin.request('PUT', `/api/admin/blog/categories/${category.id}`, {
      name: 'Renamed',
      slug: newSlug,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed', slug: newSlug, description: '', postCount: 1 });
    expect((await detail(post.slug)).post).toMatchObject({ category: newSlug, categoryName: 'Renamed' });
    const { items } = (await admin.get('/api/admin/blog/categories')).json() as { items: BlogCategory[] };
    expect(items.find((c) => c.id === category.id)?.slug).toBe(newSlug);
    expect((await admin.request('PUT', '/api/admin/blog/categories/999999', { name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('audit B3: deletes a category; its posts keep working without a category', async () => {
    const created = await admin.post('/api/admin/blog/categories', { name: `Gone ${token('cat')}` });
    const category = created.json() as BlogCategory;
    const post = await createPost({ category: category.slug });
    const draft = await createPost({ category: category.slug, isPublished: false });
    const related = await createPost({ category: category.slug });
    expect((await detail(post.slug)).related.map((p) => p.id)).toContain(related.id);

    const res = await admin.request('DELETE', `/api/admin/blog/categories/${category.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const { items } = (await admin.get('/api/admin/blog/categories')).json() as { items: BlogCategory[] };
    expect(items.map((c) => c.id)).not.toContain(category.id);
    // The public reads are not served stale from the cache.
    const shown = await detail(post.slug);
    expect(shown.post).toMatchObject({ id: post.id, category: null, categoryName: null });
    expect(shown.related).toEqual([]);
    expect((await list(`?category=${category.slug}`)).total).toBe(0);
    const [kept] = await t.db.db.select().from(blogPosts).where(eq(blogPosts.id, draft.id));
    expect(kept).toMatchObject({ category: null, isPublished: false });
    // Edited again later, the post saves without one.
    const edit = await admin.request('PUT', `/api/admin/blog/posts/${post.id}`, postBody({ category: null }));
    expect(edit.statusCode, edit.body).toBe(200);

    const again = await admin.request('DELETE', `/api/admin/blog/categories/${category.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(BLOG_MESSAGES.categoryNotFound);
    const bad = await admin.request('DELETE', '/api/admin/blog/categories/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: 'id must be a positive whole number' });
  });

  it('refuses an id that is not a positive whole number, naming it', async () => {
    for (const url of ['/api/admin/blog/posts/abc', '/api/admin/blog/posts/0', '/api/admin/blog/posts/1.5']) {
      const res = await admin.request('DELETE', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields).toEqual({ id: 'id must be a positive whole number' });
    }
  });
});

describe('docs/product.md §7.7: an approved commenter is emailed', () => {
  const addComment = async (postId: number, userEmail: string) => {
    const [row] = await t.db.db
      .insert(blogComments)
      .values({ postId, userName: 'Asha', userEmail, content: 'Lovely glaze on these cups.' })
      .returning({ id: blogComments.id });
    return row!.id;
  };
  const moderate = async (id: number, status: string) => {
    const res = await admin.request('PATCH', `/api/admin/blog/comments/${id}`, { status });
    expect(res.statusCode, res.body).toBe(200);
  };
  const mailsTo = (to: string) =>
    t.db.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, MAIL_KINDS.blogCommentApproved), eq(emailOutbox.toAddress, to)));

  it('queues one email with a link to the post when a comment goes live, and no second one', async () => {
    const post = await createPost();
    const to = `${token('asha')}@example.in`;
    const id = await addComment(post.id, to);
    await moderate(id, 'approved');
    const [mail, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ toName: 'Asha', subject: expect.stringContaining(post.title) });
    expect(mail!.text).toContain(`/blog/${post.slug}`);
    expect(mail!.text).toContain('Lovely glaze on these cups.');
    expect(mail!.html).toContain(`/blog/${post.slug}`);

    await moderate(id, 'approved');
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('sends nothing on reject, restore, unapprove or delete', async () => {
    const post = await createPost();
    const to = `${token('kiran')}@example.in`;
    const id = await addComment(post.id, to);
    await moderate(id, 'rejected');
    await moderate(id, 'pending');
    const approvedBefore = await addComment(post.id, to);
    await t.db.db.update(blogComments).set({ isApproved: true }).where(eq(blogComments.id, approvedBefore));
    await moderate(approvedBefore, 'pending');
    expect((await admin.request('DELETE', `/api/admin/blog/comments/${id}`)).statusCode).toBe(204);
    expect(await mailsTo(to)).toEqual([]);
  });

  it('sends nothing to an address that is not one (an anonymised comment has none), nor on a draft', async () => {
    const post = await createPost();
    for (const to of ['', 'not-an-email']) {
      await moderate(await addComment(post.id, to), 'approved');
      expect(await mailsTo(to)).toEqual([]);
    }
    const draft = await createPost({ isPublished: false });
    const to = `${token('draft')}@example.in`;
    await moderate(await addComment(draft.id, to), 'approved');
    expect(await mailsTo(to)).toEqual([]);
  });

  it('mails once when two approvals of the same comment arrive together', async () => {
    const post = await createPost();
    const to = `${token('twice')}@example.in`;
    const id = await addComment(post.id, to);
    await Promise.all([moderate(id, 'approved'), moderate(id, 'approved')]);
    expect(await mailsTo(to)).toHaveLength(1);
  });
});
