import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOMEPAGE_ADMIN_MESSAGES as H } from '#shared/home/testimonial-admin.schemas.ts';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { homepageContent } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

let admin: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
});

const hero = (overrides: Record<string, unknown> = {}) => ({
  heroTitle: 'Diwali Lights, Handmade',
  heroSubtitle: 'Candles and diyas from our studio',
  heroDescription: 'Poured in small batches.',
  heroImageUrl: '/media/homepage-images/homepage-1.webp',
  ...overrides,
});
const publicHero = () => t.app.inject({ method: 'GET', url: '/api/homepage' });
const rows = () => t.db.db.select().from(homepageContent);

describe('PUT /api/admin/homepage (docs/product.md §7.9)', () => {
  it('updates the active row (stamping updated_at) and the home page shows it at once', async () => {
    const before = await publicHero(); // cached now
    const activeBefore = (await rows()).filter((r) => r.isActive);
    expect(activeBefore.length).toBeGreaterThan(0);
    const count = (await rows()).length;
    const res = await admin.request('PUT', '/api/admin/homepage', hero());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ ...hero(), updatedAt: expect.any(String) });
    expect((await rows()).length).toBe(count);
    const after = await publicHero();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toMatchObject(hero());
    expect((await admin.get('/api/admin/homepage')).json()).toMatchObject(hero());
    const [latest] = activeBefore.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    const [updated] = await t.db.db.select().from(homepageContent).where(eq(homepageContent.id, latest!.id));
    expect(updated).toMatchObject({ heroTitle: hero().heroTitle, isActive: true });
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(latest!.updatedAt.getTime());
  });

  it('a page without a picture of its own shares the new hero in its link preview at once', async () => {
    const ogImage = async () =>
      /<meta property="og:image" content="([^"]*)"/.exec((await t.app.inject({ url: '/about' })).body)?.[1];
    await ogImage(); // the page and the hero it read are cached now
    await admin.request(
      'PUT',
      '/api/admin/homepage',
      hero({ heroImageUrl: '/media/homepage-images/homepage-2.webp' }),
    );
    expect(await ogImage()).toBe(`${t.app.config.publicUrl}/media/homepage-images/homepage-2.webp`);
  });

  it('inserts an active row when there is none; an empty image means none', async () => {
    await t.db.db.update(homepageContent).set({ isActive: false });
    t.app.publicCache.clear(); // a write behind the API's back
    expect((await publicHero()).json().heroTitle).toBe('Discover Handcrafted Treasures'); // the defaults
    const count = (await rows()).length;
    const res = await admin.request(
      'PUT',
      '/api/admin/homepage',
      hero({ heroTitle: 'Fresh', heroImageUrl: '' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const all = await rows();
    expect(all.length).toBe(count + 1);
    expect(all.filter((r) => r.isActive)).toEqual([
      expect.objectContaining({ heroTitle: 'Fresh', heroImageUrl: null }),
    ]);
    expect((await publicHero()).json()).toMatchObject({ heroTitle: 'Fresh', heroImageUrl: null });
    // The next save updates that row.
    await admin.request('PUT', '/api/admin/homepage', hero({ heroTitle: 'Again' }));
    expect((await rows()).length).toBe(count + 1);
  });

  it.each([
    ['missing title', { heroTitle: undefined }, 'heroTitle', H.titleRequired],
    ['blank title', { heroTitle: '  ' }, 'heroTitle', H.titleRequired],
    ['long title', { heroTitle: 'x'.repeat(121) }, 'heroTitle', H.titleTooLong],
    ['bad image URL', { heroImageUrl: 'javascript:alert(1)' }, 'heroImageUrl', UPLOAD_MESSAGES.invalidUrl],
  ])('refuses %s with 400 naming the field; nothing written', async (_label, overrides, field, message) => {
    const before = await rows();
    const res = await admin.request('PUT', '/api/admin/homepage', hero(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { [field]: message } });
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['GET', '/api/admin/homepage'],
    ['PUT', '/api/admin/homepage'],
  ] as const)('%s %s: 401 for a guest, 403 for a customer', async (method, url) => {
    const before = await rows();
    const payload = method === 'PUT' ? hero({ heroTitle: 'Hacked' }) : undefined;
    expect((await new TestClient(t).request(method, url, payload)).statusCode).toBe(401);
    const customer = await createCustomer(t);
    expect((await customer.request(method, url, payload)).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
