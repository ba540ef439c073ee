import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerRow } from '#shared/customers/customer-admin.schemas.ts';
import { CUSTOMER_EXPORT_COLUMNS, MARKETING_EXPORT_COLUMNS } from '#shared/customers/customer-admin.ts';
import { customerProfiles, loginActivities } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { customersForExport } from './customers-admin.repo.ts';

/** Issue 9 items 4 and 5: the Customers panel and All Customers (docs/product.md §7.5, §7.6, §9.6), on a fake clock. */

const NOW = new Date('2026-11-22T06:30:00.000Z');
let now = NOW;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { now: () => now } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  now = NOW;
  // A private database: the figures below are computed by hand from these rows only.
  await t.db.db.delete(customerProfiles);
  await t.db.db.delete(loginActivities);
});

const DAY = 86_400_000;
/** A real opt-in (audit B1): consent given for a verified email. */
const optedIn = { marketingConsent: true, emailVerified: true };
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let seq = 0;
type ProfileInsert = typeof customerProfiles.$inferInsert;
async function profile(p: Partial<ProfileInsert> = {}) {
  seq += 1;
  const [row] = await t.db.db
    .insert(customerProfiles)
    .values({
      email: `customer.${seq}@example.in`,
      fullName: `Customer ${seq}`,
      signupDate: ago(100 * DAY),
      createdAt: ago(100 * DAY - seq * 1000),
      ...p,
    })
    .returning();
  return row!;
}

const getJson = async (url: string) => {
  const res = await admin.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const emails = (items: CustomerRow[]) => items.map((c) => c.email).sort();

describe('GET /api/admin/customers', () => {
  it('lists newest first with the row facts; searches email or name case-insensitively with the status filter', async () => {
    const meera = await profile({
      email: 'meera@example.in',
      fullName: 'Meera Iyer',
      mobileNumber: '9876543210',
      emailVerified: true,
      marketingConsent: true,
      loginCount: 4,
      lastLoginAt: ago(DAY),
      totalOrders: 2,
      totalSpent: 150_000,
    });
    await profile({ email: 'arjun@example.in', fullName: 'Arjun Rao', status: 'inactive' });
    await profile({ email: 'kavya.meera@example.in', fullName: 'Kavya', marketingConsent: false });

    const all = await getJson('/api/admin/customers');
    expect(all.total).toBe(3);
    expect(all.limit).toBe(100);
    expect(all.items.map((c: CustomerRow) => c.email)).toEqual([
      'kavya.meera@example.in',
      'arjun@example.in',
      'meera@example.in',
    ]);
    expect(all.items[2]).toEqual({
      id: meera.id,
      email: 'meera@example.in',
      fullName: 'Meera Iyer',
      mobileNumber: '9876543210',
      status: 'active',
      emailVerified: true,
      marketingConsent: true,
      signupMethod: 'email',
      signupDate: meera.signupDate.toISOString(),
      lastLoginAt: ago(DAY).toISOString(),
      loginCount: 4,
      totalOrders: 2,
      totalSpent: 150_000,
    } satisfies CustomerRow);

    expect(emails((await getJson('/api/admin/customers?q=MEERA')).items)).toEqual([
      'kavya.meera@example.in',
      'meera@example.in',
    ]);
    expect(emails((await getJson('/api/admin/customers?q=rao')).items)).toEqual(['arjun@example.in']);
    expect(emails((await getJson('/api/admin/customers?status=inactive')).items)).toEqual([
      'arjun@example.in',
    ]);
    expect(emails((await getJson('/api/admin/customers?status=active&q=arjun')).items)).toEqual([]);
    const active = await getJson('/api/admin/customers?status=active');
    expect(active.total).toBe(2);
  });

  it('takes % _ and \\ in the search literally', async () => {
    await profile({ email: 'a@example.in', fullName: '100% Cotton' });
    await profile({ email: 'b@example.in', fullName: 'Under_score' });
    await profile({ email: 'c@example.in', fullName: 'Back\\slash' });
    await profile({ email: 'd@example.in', fullName: 'Plain Name' });
    const search = async (q: string) =>
      emails((await getJson(`/api/admin/customers?q=${encodeURIComponent(q)}`)).items);
    expect(await search('%')).toEqual(['a@example.in']);
    expect(await search('_')).toEqual(['b@example.in']);
    expect(await search('\\')).toEqual(['c@example.in']);
    expect(await search("' or 1=1 --")).toEqual([]);
    expect(await search('   ')).toHaveLength(4);
  });

  it('pages with page and limit', async () => {
    for (let i = 0; i < 5; i++) await profile();
    const first = await getJson('/api/admin/customers?limit=2');
    const third = await getJson('/api/admin/customers?limit=2&page=3');
    expect(first.items).toHaveLength(2);
    expect(third.items).toHaveLength(1);
    expect(third.total).toBe(5);
  });

  it('answers 400 naming the field for a bad status, page, limit or search', async () => {
    for (const [query, field] of [
      ['status=blocked', 'status'],
      ['page=0', 'page'],
      ['limit=1000', 'limit'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['q=%00', 'q'],
    ] as const) {
      const res = await admin.get(`/api/admin/customers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toContain(field);
    }
  });
});

describe('one customer and login history', () => {
  it('shows the full profile; 404 for an unknown or malformed id', async () => {
    const p = await profile({
      preferredCategories: ['Candles'],
      ipAddress: '10.0.0.1',
      userAgent: 'Firefox',
    });
    const { customer } = await getJson(`/api/admin/customers/${p.id}`);
    expect(customer).toMatchObject({
      id: p.id,
      email: p.email,
      preferredCategories: ['Candles'],
      source: 'website',
      ipAddress: '10.0.0.1',
      userAgent: 'Firefox',
      userId: null,
    });
    for (const id of [randomUUID(), 'nope', `${p.id}x`]) {
      const res = await admin.get(`/api/admin/customers/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Customer not found');
      expect((await admin.get(`/api/admin/customers/${id}/logins`)).statusCode).toBe(404);
    }
  });

  it("lists a customer's 10 most recent sign-ins, newest first, and everyone's 10 most recent", async () => {
    const p = await profile();
    await t.db.db.insert(loginActivities).values(
      Array.from({ length: 12 }, (_, i) => ({
        email: p.email,
        loginTime: ago(i * 3_600_000),
        success: i !== 1,
        failureReason: i === 1 ? 'Invalid email or password' : null,
        deviceInfo: 'Mobile',
      })),
    );
    await t.db.db
      .insert(loginActivities)
      .values({ email: 'someone.else@example.in', loginTime: ago(30 * 60_000), success: true });

    const mine = (await getJson(`/api/admin/customers/${p.id}/logins`)).items;
    expect(mine).toHaveLength(10);
    expect(mine.map((l: { loginTime: string }) => l.loginTime)).toEqual(
      Array.from({ length: 10 }, (_, i) => ago(i * 3_600_000).toISOString()),
    );
    expect(mine[1]).toMatchObject({
      success: false,
      failureReason: 'Invalid email or password',
      deviceInfo: 'Mobile',
    });

    const everyone = (await getJson('/api/admin/customers/logins')).items;
    expect(everyone).toHaveLength(10);
    expect(everyone[1].email).toBe('someone.else@example.in');
  });
});

describe('stats and analytics', () => {
  it('computes the seven figures in SQL (hand-computed)', async () => {
    // Opt-ins (audit B1): consent given for a verified email, whatever the status.
    await profile({ signupDate: ago(7 * DAY), loginCount: 3, ...optedIn }); // week, month
    await profile({ signupDate: ago(7 * DAY + 1), loginCount: 0, status: 'inactive', ...optedIn }); // month only
    await profile({ signupDate: ago(30 * DAY), loginCount: 5, marketingConsent: false }); // month
    await profile({ signupDate: ago(30 * DAY + 1), loginCount: 1, ...optedIn }); // neither
    await profile({ signupDate: ago(60), loginCount: 1, status: 'inactive', marketingConsent: false }); // week

    const expected = {
      totalCustomers: 5,
      activeCustomers: 3,
      newThisWeek: 2,
      newThisMonth: 4,
      marketingOptIns: 3,
      totalLogins: 10,
      averageLoginCount: 2, // 10 / 5
    };
    expect(await getJson('/api/admin/customers/stats')).toEqual(expected);
    expect(await getJson('/api/admin/customers/analytics')).toEqual(expected);

    await profile({ loginCount: 1 }); // 11 / 6 = 1.8333
    expect((await getJson('/api/admin/customers/stats')).averageLoginCount).toBe(1.8);
    await profile({ loginCount: 2 }); // 13 / 7 = 1.857
    expect((await getJson('/api/admin/customers/stats')).averageLoginCount).toBe(1.9);
  });

  it('answers zeros with no customers', async () => {
    expect(await getJson('/api/admin/customers/stats')).toEqual({
      totalCustomers: 0,
      activeCustomers: 0,
      newThisWeek: 0,
      newThisMonth: 0,
      marketingOptIns: 0,
      totalLogins: 0,
      averageLoginCount: 0,
    });
  });
});

describe('targeted marketing segments', () => {
  const segment = async (name: string) => {
    const body = await getJson(`/api/admin/customers/segments/${name}`);
    return { emails: emails(body.items), total: body.total as number };
  };

  it('high-value: 3 or more orders AND ₹1000 or more spent (boundaries inside)', async () => {
    await profile({ email: 'exact@example.in', totalOrders: 3, totalSpent: 100_000 });
    await profile({ email: 'big@example.in', totalOrders: 9, totalSpent: 900_000 });
    await profile({ email: 'two-orders@example.in', totalOrders: 2, totalSpent: 500_000 });
    await profile({ email: 'short-paisa@example.in', totalOrders: 5, totalSpent: 99_999 });
    const result = await segment('high-value');
    expect(result).toEqual({ emails: ['big@example.in', 'exact@example.in'], total: 2 });
    // Highest spend first.
    const body = await getJson('/api/admin/customers/segments/high-value');
    expect(body.items[0].email).toBe('big@example.in');
  });

  it('recent signups: the last 7 days, exactly 7 days ago included', async () => {
    await profile({ email: 'edge@example.in', signupDate: ago(7 * DAY) });
    await profile({ email: 'today@example.in', signupDate: ago(0) });
    await profile({ email: 'old@example.in', signupDate: ago(7 * DAY + 1) });
    expect(await segment('recent-signups')).toEqual({
      emails: ['edge@example.in', 'today@example.in'],
      total: 2,
    });
    // A day later on the clock the edge customer has left the window.
    now = new Date(NOW.getTime() + DAY);
    expect((await segment('recent-signups')).emails).toEqual(['today@example.in']);
  });

  it('inactive: no login for 30 or more days (never signed in counts from the signup)', async () => {
    await profile({ email: 'edge@example.in', lastLoginAt: ago(30 * DAY) });
    await profile({ email: 'recent@example.in', lastLoginAt: ago(30 * DAY - 1) });
    await profile({ email: 'never-old@example.in', lastLoginAt: null, signupDate: ago(45 * DAY) });
    await profile({ email: 'never-new@example.in', lastLoginAt: null, signupDate: ago(3 * DAY) });
    await profile({ email: 'long-gone@example.in', lastLoginAt: ago(200 * DAY), signupDate: ago(300 * DAY) });
    const result = await getJson('/api/admin/customers/segments/inactive');
    expect(result.total).toBe(3);
    // Longest inactive first.
    expect(result.items.map((c: CustomerRow) => c.email)).toEqual([
      'long-gone@example.in',
      'never-old@example.in',
      'edge@example.in',
    ]);
    now = new Date(NOW.getTime() + 1);
    expect((await segment('inactive')).total).toBe(4);
  });

  it('400 for an unknown segment', async () => {
    const res = await admin.get('/api/admin/customers/segments/vip');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('segment');
  });
});

/** A tiny RFC 4180 reader for the tests: quoted cells, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV exports', () => {
  it('Export for Marketing: active customers who really opted in (audit B1), the spec columns and the unsubscribe link, escaped and neutralised', async () => {
    await profile({
      email: 'meera@example.in',
      fullName: 'Iyer, "Meera"\nSenior',
      mobileNumber: '+919876543210',
      signupDate: new Date('2026-11-01T04:30:00Z'),
      lastLoginAt: new Date('2026-11-20T18:45:00Z'),
      loginCount: 7,
      totalOrders: 3,
      totalSpent: 123_456,
      createdAt: ago(3 * DAY),
      ...optedIn,
    });
    await profile({
      email: 'evil@example.in',
      fullName: "=cmd|' /C calc'!A0",
      mobileNumber: '-1',
      createdAt: ago(2 * DAY),
      ...optedIn,
    });
    await profile({
      email: 'at@example.in',
      fullName: '@SUM(A1:A2)',
      mobileNumber: '\t9876543210',
      createdAt: ago(DAY),
      ...optedIn,
    });
    await profile({ email: 'cr@example.in', fullName: '\rcalc', createdAt: ago(DAY / 2), ...optedIn });
    await profile({ email: 'inactive@example.in', status: 'inactive', ...optedIn });
    await profile({ email: 'no-consent@example.in', marketingConsent: false, emailVerified: true });
    // Audit B1: consent for an email nobody proved (a guest, an unverified sign-up) is not an opt-in.
    await profile({ email: 'unverified@example.in', marketingConsent: true, emailVerified: false });

    const res = await admin.get('/api/admin/customers/marketing-export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="karigar-marketing-2026-11-22.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual([...MARKETING_EXPORT_COLUMNS]);
    expect(rows[0]).toEqual([
      'Email',
      'Full Name',
      'Mobile Number',
      'Signup Date',
      'Last Login',
      'Login Count',
      'Total Orders',
      'Total Spent',
      'Status',
      'Unsubscribe Link',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      'cr@example.in',
      'at@example.in',
      'evil@example.in',
      'meera@example.in',
    ]);
    expect(rows[4]).toEqual([
      'meera@example.in',
      'Iyer, "Meera"\nSenior',
      "'+919876543210",
      '2026-11-01 10:00',
      '2026-11-21 00:15',
      '7',
      '3',
      '1234.56',
      'active',
      expect.stringMatching(/^http:\/\/localhost:3000\/unsubscribe\?token=[0-9a-f-]{36}\.[\w-]{43}$/),
    ]);
    expect(rows[3]!.slice(1, 3)).toEqual(["'=cmd|' /C calc'!A0", "'-1"]);
    expect(rows[2]!.slice(1, 3)).toEqual(["'@SUM(A1:A2)", "'\t9876543210"]);
    expect(rows[1]![1]).toBe("'\rcalc");
    // Every formula cell is quoted-or-prefixed in the raw text, never a bare leading = + - @.
    for (const line of res.body.slice(1).split('\r\n')) {
      for (const raw of line.split(',')) expect(raw).not.toMatch(/^"?[=+\-@]/);
    }
  });

  it('the Customers panel export: every customer with all their data', async () => {
    await profile({
      email: 'a@example.in',
      status: 'inactive',
      marketingConsent: false,
      emailVerified: true,
    });
    await profile({ email: 'b@example.in', preferredCategories: ['Candles', 'Pottery'], totalSpent: 5_000 });
    now = new Date('2026-11-22T20:00:00Z'); // already 23 Nov in India
    const res = await admin.get('/api/admin/customers/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="karigar-customers-2026-11-23.csv"',
    );
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual([...CUSTOMER_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(3);
    const byEmail = new Map(
      rows.slice(1).map((r) => [r[0], Object.fromEntries(rows[0]!.map((h, i) => [h, r[i]]))]),
    );
    expect(byEmail.get('a@example.in')).toMatchObject({
      Status: 'inactive',
      'Email Verified': 'Yes',
      'Marketing Consent': 'No',
      'Last Login': '',
    });
    expect(byEmail.get('b@example.in')).toMatchObject({
      'Preferred Categories': 'Candles; Pottery',
      'Total Spent': '50.00',
    });
  });
});

describe('the export streams (security review L11)', () => {
  it('reads customers in batches, newest first, each once, even when they signed up in the same instant', async () => {
    const sameInstant = new Date('2026-11-01T10:00:00.123Z');
    for (let i = 0; i < 7; i++) await profile({ createdAt: i < 4 ? sameInstant : ago(i * DAY) });
    const all = await t.db.db.select().from(customerProfiles);
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of customersForExport(t.db.db, { marketing: false, batchSize: 3 })) {
      batches++;
      seen.push(...batch.map((c) => c.id));
    }
    expect(batches).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.sort()).toEqual(all.map((c) => c.id).sort());
  });
});

describe('admin customer routes are admin-only', () => {
  it('401 for a guest, 403 for a customer, on every route', async () => {
    const id = randomUUID();
    const routes = [
      '/api/admin/customers',
      '/api/admin/customers/stats',
      '/api/admin/customers/analytics',
      '/api/admin/customers/logins',
      '/api/admin/customers/segments/high-value',
      '/api/admin/customers/export.csv',
      '/api/admin/customers/marketing-export.csv',
      `/api/admin/customers/${id}`,
      `/api/admin/customers/${id}/logins`,
    ];
    const guest = new TestClient(t);
    const shopper = await createCustomer(t);
    for (const url of routes) {
      expect((await guest.get(url)).statusCode, url).toBe(401);
      const res = await shopper.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('@example.in');
    }
  });
});
