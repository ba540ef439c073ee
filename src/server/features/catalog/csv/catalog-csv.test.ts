import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { count, eq, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_CSV_COLUMNS,
  type CatalogImportEvent,
  CATALOG_CSV_MESSAGES as M,
} from '#shared/catalog/catalog-csv.ts';
import { PRODUCT_ADMIN_MESSAGES as PM } from '#shared/catalog/product-admin.ts';
import { GST_MESSAGES } from '#shared/gst/gst.ts';
import { auditLog, products, productVariants } from '../../../db/schema/index.ts';
import { LocalDiskStorage } from '../../../lib/storage.ts';
import { createAdmin, createCustomer, createStaff, type TestClient } from '../../../testing/accounts.ts';
import { setUpTestApp } from '../../../testing/build-test-app.ts';
import { type FormPart, makeImage, multipartBody } from '../../../testing/factories.ts';
import { fetchImage, isPublicAddress } from './fetch-image.ts';

/** The catalog as CSV (issue 41 point 5, decision 090): export, dry run, import, on PGlite and PostgreSQL. */

let imageServer: Server;
let imageBase = '';
let storage: LocalDiskStorage;
const t = setUpTestApp(async () => {
  storage = new LocalDiskStorage(await mkdtemp(join(tmpdir(), 'karigar-csv-')));
  return {
    storage,
    catalogImport: { allowPrivateImageHosts: true },
  };
});
let admin: TestClient;
let png: Buffer;
beforeAll(async () => {
  admin = await createAdmin(t);
  png = await makeImage('png', 64, 48);
  // The stand-in for a maker's image host: one picture, and a page that is not one.
  imageServer = createServer((req, res) => {
    if (req.url === '/lamp.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not an image</html>');
  });
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => imageServer.close(resolve)));

const exportCsv = async (client = admin) => client.get('/api/admin/products/export.csv');
const rowsOf = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true });
const csvOf = (rows: Record<string, string>[]) =>
  [CATALOG_CSV_COLUMNS, ...rows.map((r) => CATALOG_CSV_COLUMNS.map((c) => r[c] ?? ''))]
    .map((cells) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(','))
    .join('\r\n');

function send(path: string, csv: string, zip?: Buffer, client = admin) {
  const parts: FormPart[] = [
    { field: 'file', filename: 'catalog.csv', type: 'text/csv', body: Buffer.from(csv) },
  ];
  if (zip) parts.push({ field: 'images', filename: 'images.zip', type: 'application/zip', body: zip });
  const { payload, headers } = multipartBody(parts);
  return client.request('POST', `/api/admin/products/${path}`, payload, headers);
}
const dryRun = (csv: string, zip?: Buffer) => send('import/dry-run', csv, zip);
async function importCsv(csv: string, zip?: Buffer) {
  const res = await send('import', csv, zip);
  expect(res.statusCode, res.body).toBe(200);
  const events = res.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CatalogImportEvent);
  const last = events.at(-1)!;
  expect(last.type, res.body).toBe('done');
  return { events, summary: last.type === 'done' ? last.summary : null };
}
const auditRows = async () => (await t.db.db.select({ n: count() }).from(auditLog))[0]!.n;
const productCount = async () => (await t.db.db.select({ n: count() }).from(products))[0]!.n;

/** A new product's rows: Handle, Title, Category, SKU and price filled; `over` per row. */
function row(handle: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    Handle: handle,
    Title: `Imported ${handle}`,
    Category: 'Candles',
    'Variant SKU': `SKU-${handle}`,
    'Variant Price': '499.00',
    Stock: '5',
    ...over,
  };
}

describe('roles: the export and the import are the admin’s', () => {
  it('staff (orders and customers only) and customers get 403, a visitor 401', async () => {
    const staff = await createStaff(t);
    const customer = await createCustomer(t);
    for (const client of [staff, customer]) {
      expect((await exportCsv(client)).statusCode).toBe(403);
      expect((await send('import/dry-run', csvOf([row('x-role')]), undefined, client)).statusCode).toBe(403);
      expect((await send('import', csvOf([row('x-role')]), undefined, client)).statusCode).toBe(403);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv' });
    expect(visitor.statusCode).toBe(401);
    expect(await t.db.db.select().from(products).where(eq(products.slug, 'x-role'))).toEqual([]);
  });
});

describe('GET /api/admin/products/export.csv', () => {
  it('one row per live variant, money in rupees, UTF-8 with a BOM, formulas neutralised, Hindi kept', async () => {
    const created = await admin.post('/api/admin/products', {
      name: '=HYPERLINK("http://evil.example","click")',
      nameHi: 'दीया',
      price: 149_950,
      category: 'Candles',
      catalogNumber: '+CSV-FORMULA',
      stockQuantity: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/karigar-catalog-\d{4}-\d{2}-\d{2}\.csv/);
    expect(res.body.startsWith('\uFEFFHandle,Title,Title (Hindi),')).toBe(true);
    const rows = rowsOf(res.body);
    const [{ n: live } = { n: -1 }] = await t.db.db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(sql`${productVariants.archivedAt} is null and ${products.archivedAt} is null`);
    expect(rows).toHaveLength(live);
    const mine = rows.find((r) => r['Catalog Number'] === "'+CSV-FORMULA")!;
    expect(mine.Title).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(mine['Title (Hindi)']).toBe('दीया');
    expect(mine['Variant Price']).toBe('1499.50');
    expect(mine.Stock).toBe('3');
    await admin.request('DELETE', `/api/admin/products/${created.json().id}`);
  });
});

describe('the round trip', () => {
  it('export → dry run → import into the same shop changes nothing, and exports the same file again', async () => {
    const first = (await exportCsv()).body;
    const before = await productCount();
    const check = await dryRun(first);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().problems).toEqual([]);
    expect(check.json().summary).toMatchObject({ created: 0, updated: 0, unchanged: before });
    const { summary } = await importCsv(first);
    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: before });
    expect((await exportCsv()).body).toBe(first);
  });

  it('the same file under new handles and SKUs creates the same catalog again', async () => {
    const original = rowsOf((await exportCsv()).body);
    const renamed = original.map((r) => ({
      ...r,
      Handle: `copy-${r.Handle}`,
      'Variant SKU': `COPY-${r['Variant SKU']}`,
      'Catalog Number': `COPY-${r['Catalog Number']}`,
    }));
    const before = await productCount();
    const { summary } = await importCsv(csvOf(renamed));
    const handles = new Set(original.map((r) => r.Handle));
    expect(summary).toMatchObject({ created: handles.size, updated: 0, unchanged: 0 });
    expect(await productCount()).toBe(before + handles.size);
    const copies = rowsOf((await exportCsv()).body).filter((r) => r.Handle?.startsWith('copy-'));
    expect(copies).toEqual(renamed);
  });
});

describe('the dry run lists every problem by row and column, and nothing is written', () => {
  it('ten kinds of problem in one file', async () => {
    const [taken] = await t.db.db.select({ sku: productVariants.sku }).from(productVariants).limit(1);
    const csv = csvOf([
      row('bad-price', { 'Variant Price': '12.345' }), // row 2
      row('bad-category', { Category: 'Pottery' }), // 3
      row('dupe-a', { 'Variant SKU': 'DUPE-1' }), // 4
      row('dupe-b', { 'Variant SKU': 'DUPE-1' }), // 5
      row('in-shop', { 'Variant SKU': taken!.sku }), // 6
      row('no-name', { 'Option1 Value': 'Blue' }), // 7
      row('two-rows', {
        Title: 'One title',
        'Variant SKU': 'TR-1',
        'Option1 Name': 'Size',
        'Option1 Value': 'S',
      }), // 8
      row('two-rows', {
        Title: 'Another title',
        'Variant SKU': 'TR-2',
        'Option1 Name': 'Size',
        'Option1 Value': 'M',
      }), // 9
      row('no-title', { Title: '' }), // 10
      row('bad-gst', { 'GST Rate': '7' }), // 11
      row('bad-stock', { Stock: '2.5' }), // 12
      row('no-file', { 'Image Src': 'missing.jpg' }), // 13
      row('not-image', { 'Image Src': 'notes.png' }), // 14
      row('url-not-image', { 'Image Src': `${imageBase}/page.html` }), // 15
    ]);
    const zip = Buffer.from(zipSync({ 'notes.png': new TextEncoder().encode('just text') }));
    const before = await productCount();
    const logged = await auditRows();
    const res = await dryRun(csv, zip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().problems).toEqual([
      { row: 2, column: 'Variant Price', message: M.money },
      { row: 3, column: 'Category', message: M.category('Pottery') },
      { row: 5, column: 'Variant SKU', message: M.skuInFile(4) },
      { row: 6, column: 'Variant SKU', message: expect.stringMatching(/^This SKU is already used by "/) },
      { row: 7, column: 'Option1 Value', message: M.valueWithoutName },
      { row: 9, column: 'Title', message: M.disagrees(8) },
      { row: 10, column: 'Title', message: PM.nameRequired },
      { row: 11, column: 'GST Rate', message: GST_MESSAGES.productRateInvalid },
      { row: 12, column: 'Stock', message: M.whole },
      { row: 13, column: 'Image Src', message: M.imageNotInZip('missing.jpg') },
      { row: 14, column: 'Image Src', message: M.notAnImage('notes.png') },
      { row: 15, column: 'Image Src', message: M.notAnImage(`${imageBase}/page.html`) },
    ]);
    const refused = await send('import', csv, zip);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual(res.json().problems);
    expect(await productCount()).toBe(before);
    expect(await auditRows()).toBe(logged);
  });

  it('more than three options, an option without its value, a file without its columns', async () => {
    const wide = `${CATALOG_CSV_COLUMNS.join(',')},Option4 Name,Option4 Value\r\n${[
      'four-axes',
      'Four',
      ...CATALOG_CSV_COLUMNS.slice(2).map(
        (c) =>
          ({
            Category: 'Candles',
            'Variant SKU': 'FOUR-1',
            'Variant Price': '10',
            Stock: '1',
            'Option1 Name': 'Size',
          })[c] ?? '',
      ),
      'Wick',
      'Cotton',
    ].join(',')}`;
    expect((await dryRun(wide)).json().problems).toEqual([
      { row: 2, column: 'Option1 Value', message: M.nameWithoutValue },
      { row: 2, column: 'Option4 Name', message: M.tooManyOptions },
      { row: 2, column: 'Option4 Value', message: M.tooManyOptions },
    ]);
    expect((await dryRun('Name,Price\r\nLamp,10')).json().problems[0]).toEqual({
      row: 1,
      column: '',
      message: M.notCsv,
    });
  });
});

describe('POST /api/admin/products/import', () => {
  it('creates products with options, variants and images from a zip and by URL, with progress', async () => {
    const jpeg = await makeImage('jpeg', 80, 60);
    const zip = Buffer.from(zipSync({ 'photos/lamp-blue.jpg': jpeg, 'lamp.PNG': png }));
    const shared = {
      Title: 'Clay lamp',
      'Title (Hindi)': 'मिट्टी का दीया',
      'Option1 Name': 'Colour',
      'Image Src': `lamp.png\n${imageBase}/lamp.png`,
    };
    const csv = csvOf([
      row('clay-lamp', {
        ...shared,
        'Variant SKU': 'LAMP-B',
        'Option1 Value': 'Blue',
        'Variant Image': 'lamp-blue.jpg',
        'Variant Price': '₹1,299.5',
      }),
      row('clay-lamp', { ...shared, 'Variant SKU': 'LAMP-R', 'Option1 Value': 'Red', Stock: '0' }),
    ]);
    expect((await dryRun(csv, zip)).json()).toEqual({
      problems: [],
      summary: { created: 1, updated: 0, unchanged: 0, variants: 2 },
    });
    const { events, summary } = await importCsv(csv, zip);
    expect(summary).toMatchObject({ created: 1 });
    expect(events.filter((e) => e.type === 'progress').at(-1)).toEqual({
      type: 'progress',
      phase: 'products',
      done: 1,
      total: 1,
    });
    const [lamp] = await t.db.db.select().from(products).where(eq(products.slug, 'clay-lamp'));
    expect(lamp).toMatchObject({ name: 'Clay lamp', nameHi: 'मिट्टी का दीया', category: 'Candles' });
    expect(lamp!.images).toHaveLength(2);
    expect(lamp!.images[0]!.url).toMatch(/^\/media\/product-images\/product-\d+-[0-9a-f]{6}\.png$/);
    expect(await storage.exists(storage.keyOf(lamp!.images[1]!.url)!)).toBe(true);
    const variants = await t.db.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, lamp!.id));
    expect(variants.map((v) => [v.sku, v.option1, v.price, v.stockQuantity])).toEqual([
      ['LAMP-B', 'Blue', 129_950, 5],
      ['LAMP-R', 'Red', 49_900, 0],
    ]);
    expect(variants[0]!.images?.[0]?.url).toMatch(/\.jpg$/);

    // Updated by handle: a variant matched by its SKU keeps its id, one matched by its values too, a new one added.
    const again = csvOf([
      row('clay-lamp', {
        ...shared,
        'Variant SKU': 'LAMP-B',
        'Option1 Value': 'Blue',
        'Variant Price': '1399',
      }),
      row('clay-lamp', { ...shared, 'Variant SKU': 'LAMP-RED', 'Option1 Value': 'Red' }),
      row('clay-lamp', { ...shared, 'Variant SKU': 'LAMP-G', 'Option1 Value': 'Green' }),
    ]);
    expect((await importCsv(again, zip)).summary).toMatchObject({ created: 0, updated: 1 });
    const after = await t.db.db.select().from(productVariants).where(eq(productVariants.productId, lamp!.id));
    expect(after.map((v) => [v.id, v.sku, v.price])).toEqual([
      [variants[0]!.id, 'LAMP-B', 139_900],
      [variants[1]!.id, 'LAMP-RED', 49_900],
      [expect.any(Number), 'LAMP-G', 49_900],
    ]);
  });

  it('images by URL: only public addresses unless the test setting allows the local server', async () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.9',
      '169.254.169.254',
      '::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPublicAddress(address)).toBe(false);
    await expect(
      fetchImage(`${imageBase}/lamp.png`, { timeoutMs: 2000, allowPrivate: false }),
    ).rejects.toThrow('its address is not a public one');
    expect(await fetchImage(`${imageBase}/lamp.png`, { timeoutMs: 2000, allowPrivate: true })).toEqual(png);
  });
});
