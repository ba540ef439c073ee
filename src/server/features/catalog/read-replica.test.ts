import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { buildTestApp, testConfig } from '../../testing/build-test-app.ts';
import { clonePgTemplate } from '../../testing/test-db.ts';

/**
 * DATABASE_READ_URL (issue 11, decision 009): public catalog and blog reads go to the replica; admin
 * reads and every write use the primary; right after a write, public reads use the primary too. The
 * "replica" here is a second copy of the seeded database whose product names are marked, so each
 * answer shows which database it came from.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)('read replica (DATABASE_READ_URL)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: TestClient;
  let productId: number;
  let otherProductId: number;

  beforeAll(async () => {
    const [primaryUrl, replicaUrl] = await Promise.all([clonePgTemplate(), clonePgTemplate()]);
    const replica = new pg.Client({ connectionString: replicaUrl });
    await replica.connect();
    try {
      await replica.query(`update products set name = name || ' (replica)'`);
      await replica.query(`update blog_posts set title = title || ' (replica)'`);
      const { rows } = await replica.query<{ id: number }>(
        'select id from products where archived_at is null order by id limit 2',
      );
      [productId, otherProductId] = rows.map((r) => r.id) as [number, number];
    } finally {
      await replica.end();
    }
    const db = await openDb({ kind: 'postgres', url: primaryUrl, readUrl: replicaUrl });
    t = await buildTestApp({
      db,
      config: testConfig({ DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl }),
    });
    admin = await createAdmin(t);
  });
  afterAll(() => t?.close());

  it('answers public catalog and blog reads from the replica, admin reads from the primary', async () => {
    const product = (await t.app.inject({ url: `/api/products/${productId}` })).json();
    expect(product.name).toMatch(/ \(replica\)$/);
    const list = (await t.app.inject({ url: '/api/products?limit=5' })).json();
    expect(list.items.every((p: { name: string }) => p.name.endsWith(' (replica)'))).toBe(true);
    const posts = (await t.app.inject({ url: '/api/blog/posts' })).json();
    expect(posts.items.length).toBeGreaterThan(0);
    expect(posts.items.every((p: { title: string }) => p.title.endsWith(' (replica)'))).toBe(true);

    const adminView = (await admin.get(`/api/admin/products/${productId}`)).json();
    expect(adminView.name).not.toMatch(/replica/);
  });

  it('reads the primary right after a write (the replica may not have it yet)', async () => {
    const res = await admin.request('PATCH', `/api/admin/products/${otherProductId}`, { price: 61_000 });
    expect(res.statusCode).toBe(200);
    const product = (await t.app.inject({ url: `/api/products/${otherProductId}` })).json();
    expect(product.price).toBe(61_000);
    expect(product.name).not.toMatch(/replica/);
  });
});

describe.runIf(!onPostgres)('read replica on the embedded database', () => {
  it('is the one database: PGlite has no replicas, and DATABASE_READ_URL needs PostgreSQL', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.readDb).toBe(t.app.db);
    } finally {
      await t.close();
    }
    expect(() => testConfig({ DATABASE_READ_URL: 'postgres://replica/db' })).toThrow(/needs DATABASE_URL/);
  });
});
