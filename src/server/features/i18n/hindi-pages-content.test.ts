import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogCategory, BlogPostDetail, BlogPostSummary } from '#shared/blog/blog.schemas.ts';
import type { HomepageContent } from '#shared/home/home.schemas.ts';
import { HOMEPAGE_ADMIN_MESSAGES as H } from '#shared/home/testimonial-admin.schemas.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

/**
 * Issue 25 item 3, decision 035: the hero, blog categories and posts in Hindi, entered by the admin, answered
 * in the language the read asks for (`?lang=hi`) with the English where no Hindi is entered, searchable in
 * Hindi; the Hindi pages' titles, descriptions and the sitemap's /hi pages.
 */
const t = setUpTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = await createAdmin(t);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const json = async <T>(url: string) => (await get(url)).json() as T;

describe('the hero in Hindi', () => {
  const hero = {
    heroTitle: 'Diwali Lights, Handmade',
    heroSubtitle: 'Candles and diyas',
    heroDescription: 'Poured in small batches.',
    heroImageUrl: '',
  };

  it('is saved beside the English, answered for ?lang=hi, each text falling back to the English', async () => {
    // Cached in both languages first: the save must refresh both.
    await get('/api/homepage');
    await get('/api/homepage?lang=hi');
    const saved = await admin.request('PUT', '/api/admin/homepage', {
      ...hero,
      heroTitleHi: ' दिवाली की रोशनी, हाथ से बनी ',
      heroSubtitleHi: '',
      heroDescriptionHi: 'थोड़ी-थोड़ी मात्रा में ढली।',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ heroTitleHi: 'दिवाली की रोशनी, हाथ से बनी', heroSubtitleHi: '' });
    expect((await admin.get('/api/admin/homepage')).json()).toMatchObject({
      heroTitle: hero.heroTitle,
      heroTitleHi: 'दिवाली की रोशनी, हाथ से बनी',
    });

    const english = await json<HomepageContent>('/api/homepage');
    expect(english).toMatchObject({ heroTitle: hero.heroTitle, heroSubtitle: 'Candles and diyas' });
    expect(english).not.toHaveProperty('heroTitleHi');
    const hindi = await get('/api/homepage?lang=hi');
    expect(hindi.json()).toMatchObject({
      heroTitle: 'दिवाली की रोशनी, हाथ से बनी',
      heroSubtitle: 'Candles and diyas', // none entered: the English
      heroDescription: 'थोड़ी-थोड़ी मात्रा में ढली।',
    });
    // Each language is its own cache entry (and URL), so its ETag differs.
    expect(hindi.headers.etag).not.toBe((await get('/api/homepage')).headers.etag);
  });

  it('refuses a Hindi title over 120 characters, naming the field, and changes nothing', async () => {
    const before = await json<HomepageContent>('/api/homepage?lang=hi');
    const res = await admin.request('PUT', '/api/admin/homepage', {
      ...hero,
      heroTitleHi: 'क'.repeat(121),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ heroTitleHi: H.titleTooLong });
    expect(await json<HomepageContent>('/api/homepage?lang=hi')).toEqual(before);
  });

  it('refuses an unknown language, naming lang', async () => {
    const res = await get('/api/homepage?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('lang');
  });
});

describe('blog categories and posts in Hindi', () => {
  const suffix = Date.now().toString(36);
  let categorySlug: string;
  let postSlug: string;

  beforeAll(async () => {
    const category = await admin.post('/api/admin/blog/categories', {
      name: `Festive ${suffix}`,
      description: 'For the festive season.',
      nameHi: `त्योहार ${suffix}`,
      descriptionHi: '',
    });
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json()).toMatchObject({ nameHi: `त्योहार ${suffix}`, descriptionHi: '' });
    categorySlug = category.json().slug;
    const post = await admin.post('/api/admin/blog/posts', {
      title: `Lighting diyas ${suffix}`,
      excerpt: 'Small flames, long evenings.',
      content: 'Clay diyas are shaped by hand.',
      author: 'Ananya',
      category: categorySlug,
      isPublished: true,
      isFeatured: true,
      titleHi: `दीये जलाना ${suffix}`,
      excerptHi: '',
      contentHi: 'मिट्टी के दीये हाथ से गढ़े जाते हैं।',
    });
    expect(post.statusCode, post.body).toBe(201);
    expect(post.json()).toMatchObject({ titleHi: `दीये जलाना ${suffix}`, excerptHi: '' });
    postSlug = post.json().slug;
  });

  it('answer a post in Hindi for ?lang=hi, the English where no Hindi is entered, English without lang', async () => {
    const hindi = await json<BlogPostDetail>(`/api/blog/posts/${postSlug}?lang=hi`);
    expect(hindi.post).toMatchObject({
      title: `दीये जलाना ${suffix}`,
      excerpt: 'Small flames, long evenings.',
      content: 'मिट्टी के दीये हाथ से गढ़े जाते हैं।',
      categoryName: `त्योहार ${suffix}`,
    });
    const english = await json<BlogPostDetail>(`/api/blog/posts/${postSlug}`);
    expect(english.post).toMatchObject({
      title: `Lighting diyas ${suffix}`,
      content: 'Clay diyas are shaped by hand.',
      categoryName: `Festive ${suffix}`,
    });
    expect(english.post).not.toHaveProperty('titleHi');
  });

  it('answer lists, featured posts and categories in the language asked for', async () => {
    const list = await json<{ items: BlogPostSummary[] }>(`/api/blog/posts?lang=hi&category=${categorySlug}`);
    expect(list.items.map((p) => p.title)).toEqual([`दीये जलाना ${suffix}`]);
    const featured = await json<{ items: BlogPostSummary[] }>('/api/blog/featured?lang=hi');
    expect(featured.items.map((p) => p.title)).toContain(`दीये जलाना ${suffix}`);
    const categories = await json<{ items: BlogCategory[] }>('/api/blog/categories?lang=hi');
    expect(categories.items.find((c) => c.slug === categorySlug)).toMatchObject({
      name: `त्योहार ${suffix}`,
      description: 'For the festive season.', // none entered: the English
    });
    const english = await json<{ items: BlogCategory[] }>('/api/blog/categories');
    expect(english.items.find((c) => c.slug === categorySlug)?.name).toBe(`Festive ${suffix}`);
    // The seed's categories carry Hindi too.
    expect(categories.items.map((c) => c.name)).toContain('शिल्प की कहानियाँ');
  });

  it('find a post by its Hindi title or body, in either language', async () => {
    for (const q of ['दीये जलाना', 'गढ़े जाते']) {
      for (const lang of ['hi', 'en']) {
        const found = await json<{ items: BlogPostSummary[] }>(
          `/api/blog/posts?lang=${lang}&q=${encodeURIComponent(q)}`,
        );
        expect(
          found.items.map((p) => p.slug),
          `${q} ${lang}`,
        ).toContain(postSlug);
      }
    }
  });

  it('show an edited Hindi title at once; a cleared one falls back to the English', async () => {
    const id = (await json<BlogPostDetail>(`/api/blog/posts/${postSlug}`)).post.id;
    const body = {
      title: `Lighting diyas ${suffix}`,
      slug: postSlug,
      content: 'Clay diyas are shaped by hand.',
      author: 'Ananya',
      category: categorySlug,
      isPublished: true,
    };
    const cleared = await admin.request('PUT', `/api/admin/blog/posts/${id}`, { ...body, titleHi: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const hindi = await json<BlogPostDetail>(`/api/blog/posts/${postSlug}?lang=hi`);
    expect(hindi.post.title).toBe(`Lighting diyas ${suffix}`);
    expect(hindi.post.content).toBe('Clay diyas are shaped by hand.'); // the PUT replaced the whole post
  });

  it('refuse a Hindi title over 200 characters, naming the field', async () => {
    const res = await admin.post('/api/admin/blog/posts', {
      title: 'Too long in Hindi',
      content: 'Body',
      author: 'Ananya',
      titleHi: 'क'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ titleHi: 'Hindi title must be at most 200 characters' });
  });

  it('render the Hindi post on /hi/blog/{slug} with its Hindi title in the head', async () => {
    const seeded = 'story-of-lippan-mud-and-mirrors';
    const hindi = await get(`/hi/blog/${seeded}`);
    expect(hindi.body).toContain('<title>लिप्पन की कहानी: कच्छ की मिट्टी और शीशे · Karigar</title>');
    expect(hindi.body).toMatch(/<meta name="description" content="कच्छ की महिलाओं ने/);
    const english = await get(`/blog/${seeded}`);
    expect(english.body).toContain(
      '<title>The Story of Lippan: Mud and Mirrors from Kutch · Karigar</title>',
    );
  });
});

describe('Hindi pages: titles, descriptions, sitemap', () => {
  it('give /hi pages Hindi titles and descriptions', async () => {
    const cases: Array<[string, string]> = [
      ['/hi/about', '<title>हमारे बारे में · Karigar</title>'],
      ['/hi/vlog', '<title>गैलरी · Karigar</title>'],
      ['/hi/blog', '<title>ब्लॉग · Karigar</title>'],
      ['/hi/products', '<title>सभी उत्पाद · Karigar</title>'],
      ['/hi/products?category=Candles', '<title>मोमबत्तियाँ — हाथ से बने · Karigar</title>'],
      ['/hi/blogDetails/LippanArt', '<title>लिप्पन कला: मिट्टी और शीशे · Karigar</title>'],
      ['/hi/blog?category=craft-stories', '<title>शिल्प की कहानियाँ की पोस्ट · Karigar</title>'],
    ];
    for (const [url, title] of cases) {
      const res = await get(url);
      expect(res.body, url).toContain(title);
      expect(res.body, url).toMatch(/<meta name="description" content="[^"]*[\u0900-\u097F]/);
    }
    const home = await get('/hi');
    expect(home.body).toContain('<title>Karigar — हाथ से बने शिल्प के ख़ज़ाने</title>');
    const missing = await get('/hi/kahin-nahin');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>पेज नहीं मिला · Karigar</title>');
    expect((await get('/about')).body).toContain('<title>About Us · Karigar</title>');
  });

  it('lists every page in both languages in the sitemap, each naming its twin with hreflang', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const about =
      '<xhtml:link rel="alternate" hreflang="en-IN" href="http://localhost:3000/about"/>' +
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="http://localhost:3000/hi/about"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/about"/>';
    expect(res.body).toContain(`<url><loc>http://localhost:3000/about</loc>${about}</url>`);
    expect(res.body).toContain(`<url><loc>http://localhost:3000/hi/about</loc>${about}</url>`);
    expect(res.body).toContain('<loc>http://localhost:3000/hi</loc>');
    expect(res.body).toContain('<loc>http://localhost:3000/hi/products?category=Dream%20Catcher</loc>');
    expect(res.body).toMatch(
      /<loc>http:\/\/localhost:3000\/hi\/blog\/story-of-lippan-mud-and-mirrors<\/loc>/,
    );
  });
});
