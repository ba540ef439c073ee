import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { PRODUCT_ADMIN_MESSAGES as M } from '#shared/catalog/product-admin.schemas.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

/** Issue 25 item 3, decision 035: a product's Hindi name and description, entered by the admin, searchable. */
const t = setUpTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = await createAdmin(t);
});

const body = {
  name: 'Brass lotus diya',
  price: 59_900,
  category: 'Candles',
  catalogNumber: `HI-${Date.now().toString(36)}`,
  description: 'Hand-beaten brass, for Diwali evenings.',
  stockQuantity: 5,
};

describe('Hindi product texts', () => {
  it('are saved by the admin, served beside the English and found by a Hindi search', async () => {
    const created = await admin.post('/api/admin/products', {
      ...body,
      nameHi: '  पीतल का कमल दीया ',
      descriptionHi: 'हाथ से पीटा गया पीतल, दिवाली की शामों के लिए।',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };

    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as Product;
    expect(product).toMatchObject({
      name: 'Brass lotus diya',
      nameHi: 'पीतल का कमल दीया',
      descriptionHi: 'हाथ से पीटा गया पीतल, दिवाली की शामों के लिए।',
    });

    for (const q of ['कमल', 'दिवाली']) {
      const found = (
        await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` })
      ).json().items as Product[];
      expect(
        found.map((p) => p.id),
        q,
      ).toContain(id);
    }

    // Cleared: the shop shows the English again (the field is left out of the product).
    const cleared = await admin.request('PATCH', `/api/admin/products/${id}`, {
      nameHi: '',
      descriptionHi: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const english = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as Product;
    expect(english.nameHi).toBeUndefined();
    expect(english.descriptionHi).toBeUndefined();
  });

  it('refuses a Hindi name over 200 characters, naming the field, and writes nothing', async () => {
    const res = await admin.post('/api/admin/products', {
      ...body,
      catalogNumber: 'HI-LONG',
      nameHi: 'क'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ nameHi: M.nameTooLong });
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?q=HI-LONG' })).json().items;
    expect(list).toEqual([]);
  });

  it('renders the Hindi name on the /hi product page and the English one on the English page', async () => {
    const created = await admin.post('/api/admin/products', {
      ...body,
      catalogNumber: `HI2-${Date.now().toString(36)}`,
      nameHi: 'पीतल की घंटी',
    });
    const { slug } = created.json() as { slug: string };
    const hindi = await t.app.inject({ method: 'GET', url: `/hi/product/${slug}` });
    expect(hindi.body).toMatch(/<h1[^>]*>पीतल की घंटी<\/h1>/);
    const english = await t.app.inject({ method: 'GET', url: `/product/${slug}` });
    expect(english.body).toMatch(/<h1[^>]*>Brass lotus diya<\/h1>/);
  });
});
