import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RULES } from '#shared/delivery/delivery.ts';
import { type AdminSitePage, PAGE_MESSAGES as M, POLICY_PAGES } from '#shared/pages/pages.ts';
import { sitePages } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, createStaff, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

let admin: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
});

const publicPage = (slug: string, lang?: 'hi') =>
  t.app.inject({ url: `/api/pages/${slug}${lang ? `?lang=${lang}` : ''}` });
const adminPage = async (slug: string) =>
  (await admin.get(`/api/admin/pages/${slug}`)).json() as AdminSitePage;
const rows = () => t.db.db.select().from(sitePages);
const settings = async () => (await t.app.inject({ url: '/api/settings' })).json();

describe('policy pages from their templates (decision 077)', () => {
  it('lists the six policy pages, each filled with the store settings in English and Hindi', async () => {
    const res = await admin.get('/api/admin/pages');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as AdminSitePage[];
    expect(items.slice(0, 6).map((p) => p.slug)).toEqual(POLICY_PAGES.map((p) => p.slug));
    const store = await settings();
    for (const page of items.slice(0, 6)) {
      expect(page).toMatchObject({ isPublished: true, templateEn: true, templateHi: true });
      expect(page.body, page.slug).toContain(store.contactEmail);
      expect(page.bodyHi, page.slug).toContain(store.contactEmail);
    }
    const contact = items.find((p) => p.kind === 'contact')!;
    expect(contact.body).toContain('Grievance Officer');
    expect(contact.body).toContain(store.contactPhone);
    expect(contact.bodyHi).toContain('शिकायत अधिकारी');
    const privacy = items.find((p) => p.kind === 'privacy')!;
    for (const heading of [
      '## What we collect and why',
      '## How long we keep it',
      '## Your rights and how to use them',
      '## Grievances',
    ])
      expect(privacy.body).toContain(heading);
  });

  it('the shipping policy follows a change of fee and COD rules while it is the template', async () => {
    const before = await publicPage('shipping-policy');
    expect(before.statusCode).toBe(200);
    expect(before.headers.etag).toBeDefined();
    const store = await settings();
    const saved = await admin.request('PUT', '/api/admin/settings', {
      ...store,
      shippingFee: 6_500,
      freeShippingThreshold: 1_20_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const delivery = await admin.request('PUT', '/api/admin/delivery/settings', {
      ...DEFAULT_DELIVERY_RULES,
      codFee: 4_900,
      codMaxOrder: 5_00_000,
    });
    expect(delivery.statusCode, delivery.body).toBe(200);
    const body = (await publicPage('shipping-policy')).json().body as string;
    expect(body).toContain('Delivery costs **₹65** per order, and is free on orders of **₹1,200** or more.');
    expect(body).toContain('a fee of **₹49**');
    expect(body).toContain('orders up to **₹5,000**');
    const hindi = (await publicPage('shipping-policy', 'hi')).json();
    expect(hindi.title).toBe('शिपिंग नीति');
    expect(hindi.body).toContain('**₹65**');
  });

  it("the refund policy says the owner's return windows while it is the template (decision 084)", async () => {
    const store = (await admin.get('/api/admin/settings')).json();
    const saved = await admin.request('PUT', '/api/admin/settings', {
      ...store,
      returnWindow: { damageHours: 72, days: 10 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = (await publicPage('refund-policy')).json().body as string;
    expect(body).toContain('within **72 hours** of delivery');
    expect(body).toContain('within **10 days** of delivery');
    const hindi = (await publicPage('refund-policy', 'hi')).json().body as string;
    expect(hindi).toContain('**72 घंटे**');
    expect(hindi).toContain('**10 दिन**');
  });

  it("saves the owner's English, keeps the Hindi template, then the Hindi; reset brings each back", async () => {
    const edited = {
      title: 'Returns at Karigar',
      body: '## Easy returns\n\nTell us within **10 days**.',
      titleHi: '',
      bodyHi: '',
    };
    const res = await admin.request('PUT', '/api/admin/pages/refund-policy', edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ title: 'Returns at Karigar', templateEn: false, templateHi: true });
    expect((await publicPage('refund-policy')).json()).toMatchObject({
      slug: 'refund-policy',
      kind: 'refunds',
      title: 'Returns at Karigar',
      body: edited.body,
    });
    expect((await publicPage('refund-policy', 'hi')).json().title).toBe('रिफ़ंड, वापसी और रद्द करने की नीति');

    const hindi = { ...edited, titleHi: 'आसान वापसी', bodyHi: '**10 दिन** में बताएँ।' };
    await admin.request('PUT', '/api/admin/pages/refund-policy', hindi);
    expect((await publicPage('refund-policy', 'hi')).json()).toMatchObject({
      title: 'आसान वापसी',
      body: hindi.bodyHi,
    });

    const reset = await admin.post('/api/admin/pages/refund-policy/reset', { lang: 'hi' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ templateEn: false, templateHi: true, title: 'Returns at Karigar' });
    expect((await publicPage('refund-policy', 'hi')).json().title).toBe('रिफ़ंड, वापसी और रद्द करने की नीति');
    await admin.post('/api/admin/pages/refund-policy/reset', { lang: 'en' });
    expect(await adminPage('refund-policy')).toMatchObject({
      title: 'Refund, Return and Cancellation Policy',
      templateEn: true,
    });
  });

  it('a policy page saved as its template stays the template; it cannot be drafted, moved or deleted', async () => {
    const page = await adminPage('terms');
    const same = await admin.request('PUT', '/api/admin/pages/terms', page);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ templateEn: true, templateHi: true });
    const cases = [
      [{ ...page, isPublished: false }, 'isPublished', M.policyAlwaysPublished],
      [{ ...page, slug: 'rules' }, 'slug', M.slugReserved],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await admin.request('PUT', '/api/admin/pages/terms', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
    }
    const del = await admin.request('DELETE', '/api/admin/pages/terms');
    expect(del.statusCode).toBe(400);
    expect(del.json().error.message).toBe(M.policyKept);
    expect((await publicPage('terms')).statusCode).toBe(200);
  });
});

describe('free pages', () => {
  const gifting = {
    slug: 'bulk-gifting',
    title: 'Bulk gifting',
    body: 'Corporate Diwali hampers from **20 pieces**.\n\n<script>alert(1)</script>',
    titleHi: 'थोक उपहार',
    bodyHi: '',
  };

  it('a new page is a draft (404 in public) until published; its blank Hindi reads as English', async () => {
    const res = await admin.post('/api/admin/pages', gifting);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'bulk-gifting', kind: 'custom', isPublished: false });
    expect((await publicPage('bulk-gifting')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/pages/bulk-gifting' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/pages/bulk-gifting');

    const published = await admin.request('PUT', '/api/admin/pages/bulk-gifting', {
      ...gifting,
      isPublished: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicPage('bulk-gifting')).json()).toMatchObject({
      title: 'Bulk gifting',
      body: gifting.body,
    });
    expect((await publicPage('bulk-gifting', 'hi')).json()).toMatchObject({
      title: 'थोक उपहार',
      body: gifting.body,
    });
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/pages/bulk-gifting</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/hi/pages/privacy-policy</loc>');
  });

  it('serves the page with its head in both languages; markdown is text, never HTML', async () => {
    const html = (await t.app.inject({ url: '/pages/bulk-gifting' })).body;
    expect(html).toContain('<title>Bulk gifting · Karigar</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/pages/bulk-gifting" />');
    expect(html).toContain('<strong class="font-semibold">20 pieces</strong>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const hindi = await t.app.inject({ url: '/hi/pages/privacy-policy' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<title>गोपनीयता सूचना · Karigar</title>');
    expect(hindi.body).toContain('हम क्या लेते हैं और क्यों');
    expect((await t.app.inject({ url: '/pages/no-such-page' })).statusCode).toBe(404);
  });

  it.each([
    ['a bad address', { slug: 'Bulk Gifting!' }, 'slug', M.slugInvalid],
    ['a blank address', { slug: ' ' }, 'slug', M.slugRequired],
    ['a long address', { slug: 'a'.repeat(61) }, 'slug', M.slugTooLong],
    ["a policy page's address", { slug: 'privacy-policy' }, 'slug', M.slugReserved],
    ['a blank title', { slug: 'new-page', title: ' ' }, 'title', M.titleRequired],
    ['a blank body', { slug: 'new-page', body: '' }, 'body', M.bodyRequired],
    ['a long title', { slug: 'new-page', title: 'x'.repeat(121) }, 'title', M.titleTooLong],
  ])('refuses %s with 400 naming the field; nothing written', async (_label, overrides, field, message) => {
    const before = await rows();
    const res = await admin.post('/api/admin/pages', { ...gifting, ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
    expect(await rows()).toEqual(before);
  });

  it('refuses a taken address with 409 naming the field, on create and on a move; deletes a page', async () => {
    const before = await rows();
    const clash = await admin.post('/api/admin/pages', gifting);
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().error.fields).toEqual({ slug: M.slugTaken });
    expect(await rows()).toEqual(before);

    expect((await admin.post('/api/admin/pages', { ...gifting, slug: 'weddings' })).statusCode).toBe(201);
    const move = await admin.request('PUT', '/api/admin/pages/weddings', {
      ...gifting,
      slug: 'bulk-gifting',
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.fields).toEqual({ slug: M.slugTaken });
    const moved = await admin.request('PUT', '/api/admin/pages/weddings', {
      ...gifting,
      slug: 'wedding-favours',
    });
    expect(moved.json()).toMatchObject({ slug: 'wedding-favours' });

    expect((await admin.request('DELETE', '/api/admin/pages/wedding-favours')).statusCode).toBe(204);
    expect((await admin.request('DELETE', '/api/admin/pages/wedding-favours')).statusCode).toBe(404);
    expect(
      (await admin.post('/api/admin/pages/bulk-gifting/reset', { lang: 'en' })).json().error.message,
    ).toBe(M.onlyPolicyReset);
  });
});

describe('who may edit pages', () => {
  it.each([
    ['GET', '/api/admin/pages'],
    ['PUT', '/api/admin/pages/terms'],
    ['POST', '/api/admin/pages'],
    ['POST', '/api/admin/pages/terms/reset'],
    ['DELETE', '/api/admin/pages/bulk-gifting'],
  ] as const)('%s %s: 401 for a guest, 403 for a customer and for staff', async (method, url) => {
    const before = await rows();
    const body =
      method === 'GET' || method === 'DELETE'
        ? undefined
        : { slug: 'x', title: 'Hacked', body: 'x', lang: 'en' };
    expect((await new TestClient(t).request(method, url, body)).statusCode).toBe(401);
    expect((await (await createCustomer(t)).request(method, url, body)).statusCode).toBe(403);
    expect((await (await createStaff(t)).request(method, url, body)).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
