import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it, vi } from 'vitest';
import {
  MARKETING_CONSENT_SAVED,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribedMessage,
} from '#shared/customers/marketing-consent.ts';
import { openDb, queryRows } from '../../db/client.ts';
import { customerProfiles } from '../../db/schema/index.ts';
import {
  codeFor,
  createAdmin,
  createCustomer,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

/** Audit B1 (DPDP Act 2023, docs/decisions/023): marketing consent is asked, recorded, changeable, withdrawable. */

const t = setUpTestApp();

const profileOf = async (email: string) => {
  const [row] = await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email));
  return row;
};

async function signUpUnverified(email: string, marketingConsent?: boolean) {
  const client = new TestClient(t);
  const body = { ...signUpBody(email), ...(marketingConsent === undefined ? {} : { marketingConsent }) };
  const res = await client.post('/api/account/sign-up', body);
  expect(res.statusCode, res.body).toBe(201);
  return client;
}

async function signUpVerified(email: string, marketingConsent: boolean) {
  const client = await signUpUnverified(email, marketingConsent);
  const res = await client.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

async function marketingExport(): Promise<Map<string, string>> {
  const admin = await createAdmin(t);
  const res = await admin.get('/api/admin/customers/marketing-export.csv');
  expect(res.statusCode).toBe(200);
  // email → its Unsubscribe Link (the last column; neither holds a comma or a quote)
  const lines = res.body.slice(1).split('\r\n').slice(1).filter(Boolean);
  return new Map(lines.map((line) => [line.split(',')[0]!, line.split(',').at(-1)!]));
}

async function optIns(): Promise<number> {
  const admin = await createAdmin(t);
  return (await admin.get('/api/admin/customers/stats')).json().marketingOptIns;
}

async function guestOrder(email: string, marketingConsent?: boolean) {
  const productId = await makeProduct(t.db.db, { price: 60_000, stock: 50 });
  const res = await placeOrder(
    t,
    orderBody([{ productId, quantity: 1 }], {
      customer: customer({ email }),
      ...(marketingConsent === undefined ? {} : { marketingConsent }),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
}

describe('audit B1: consent at sign-up', () => {
  it('B1: no answer is no consent; the ticked box is recorded with when and where', async () => {
    const silent = uniqueEmail('silent');
    await signUpUnverified(silent);
    expect(await profileOf(silent)).toMatchObject({
      marketingConsent: false,
      marketingConsentSource: 'sign-up',
    });

    const before = Date.now();
    const ticked = uniqueEmail('ticked');
    await signUpVerified(ticked, true);
    const row = await profileOf(ticked);
    expect(row).toMatchObject({
      marketingConsent: true,
      marketingConsentSource: 'sign-up',
      emailVerified: true,
    });
    expect(row!.marketingConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('B1: a second sign-up for a verified email does not change its owner’s choice', async () => {
    const email = uniqueEmail('owner');
    await signUpVerified(email, false);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 }); // past the code resend lock
    try {
      await signUpUnverified(email, true);
    } finally {
      vi.useRealTimers();
    }
    expect((await profileOf(email))?.marketingConsent).toBe(false);
  });
});

describe('audit B1: who counts as an opt-in', () => {
  it('B1: guests and unverified sign-ups never reach Export for Marketing or the Marketing Opt-ins card', async () => {
    const startOptIns = await optIns();
    const unverified = uniqueEmail('unverified');
    await signUpUnverified(unverified, true);
    const guest = uniqueEmail('guest');
    await guestOrder(guest, true);
    expect(await profileOf(guest)).toMatchObject({
      marketingConsent: true,
      marketingConsentSource: 'checkout',
      signupMethod: 'guest',
    });
    const verified = uniqueEmail('verified');
    await signUpVerified(verified, true);
    const declined = uniqueEmail('declined');
    await signUpVerified(declined, false);

    const exported = await marketingExport();
    expect(exported.has(verified)).toBe(true);
    expect(exported.has(unverified)).toBe(false);
    expect(exported.has(guest)).toBe(false);
    expect(exported.has(declined)).toBe(false);
    expect(await optIns()).toBe(startOptIns + 1);
  });

  it('B1: a guest ticking the box with a verified customer’s email changes nothing', async () => {
    const email = uniqueEmail('verified-no');
    await signUpVerified(email, false);
    await guestOrder(email, true);
    expect(await profileOf(email)).toMatchObject({
      marketingConsent: false,
      marketingConsentSource: 'sign-up',
    });
  });

  it('B1: a signed-in buyer’s ticked box at checkout is their consent; an unticked box changes nothing', async () => {
    const email = uniqueEmail('buyer');
    const client = await createCustomer(t, email);
    const productId = await makeProduct(t.db.db, { price: 60_000, stock: 50 });
    const unticked = await placeOrder(t, orderBody([{ productId, quantity: 1 }]), { client });
    expect(unticked.statusCode).toBe(201);
    expect((await profileOf(email))?.marketingConsent).toBe(false);

    const ticked = await placeOrder(t, orderBody([{ productId, quantity: 1 }], { marketingConsent: true }), {
      client,
    });
    expect(ticked.statusCode).toBe(201);
    expect(await profileOf(email)).toMatchObject({
      marketingConsent: true,
      marketingConsentSource: 'checkout',
    });
    expect((await marketingExport()).has(email)).toBe(true);
  });
});

describe('audit B1: changing and withdrawing consent', () => {
  it('B1: the account page reads and changes the consent, signed in only', async () => {
    expect((await new TestClient(t).get('/api/me/marketing-consent')).statusCode).toBe(401);
    const email = uniqueEmail('account');
    const client = await signUpVerified(email, false);
    expect((await client.get('/api/me/marketing-consent')).json()).toMatchObject({
      marketingConsent: false,
      source: 'sign-up',
    });

    const bad = await client.request('PUT', '/api/me/marketing-consent', { marketingConsent: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('marketingConsent');

    const res = await client.request('PUT', '/api/me/marketing-consent', { marketingConsent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      marketingConsent: true,
      source: 'account',
      message: MARKETING_CONSENT_SAVED,
    });
    expect(res.json().changedAt).toEqual(expect.any(String));
    expect((await profileOf(email))?.marketingConsent).toBe(true);
  });

  it('B1: the unsubscribe link in the marketing export ends consent without signing in', async () => {
    const email = uniqueEmail('unsubscribe');
    await signUpVerified(email, true);
    const link = (await marketingExport()).get(email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=[0-9a-f-]{36}\.[\w-]{43}$/);
    const token = new URL(link!).searchParams.get('token')!;

    const stranger = new TestClient(t);
    const res = await stranger.post('/api/unsubscribe', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email, message: unsubscribedMessage(email) });
    expect(await profileOf(email)).toMatchObject({
      marketingConsent: false,
      marketingConsentSource: 'unsubscribe-link',
    });
    expect((await marketingExport()).has(email)).toBe(false);

    // Used again: still unsubscribed, still fine.
    expect((await stranger.post('/api/unsubscribe', { token })).statusCode).toBe(200);
  });

  it('B1: a forged, altered or missing token is refused naming the token, and changes nothing', async () => {
    const email = uniqueEmail('forged');
    await signUpVerified(email, true);
    const { id } = (await profileOf(email))!;
    const link = (await marketingExport()).get(email)!;
    const token = new URL(link).searchParams.get('token')!;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [altered, `${id}.forged`, id, 'not-a-token', `${token}.x`]) {
      const res = await new TestClient(t).post('/api/unsubscribe', { token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.fields).toEqual({ token: UNSUBSCRIBE_LINK_INVALID });
    }
    expect((await new TestClient(t).post('/api/unsubscribe', {})).json().error.fields).toHaveProperty(
      'token',
    );
    expect((await profileOf(email))?.marketingConsent).toBe(true);
  });
});

describe('audit B1: migration 0007', () => {
  it('B1: existing profiles lose the assumed consent; none is invented', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'karigar-consent-'));
    try {
      const before = join(dir, 'drizzle');
      cpSync('drizzle', before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
      // The database as it stood before 0007 (migrations after it, too, are not applied yet).
      journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0007');
      writeFileSync(journalPath, JSON.stringify(journal));

      const handle = await openDb({ kind: 'pglite', dataDir: 'memory://' });
      try {
        const db = handle.db as Parameters<typeof migrate>[0];
        await migrate(db, { migrationsFolder: before });
        await handle.db.execute(
          sql`insert into customer_profiles (email) values ('assumed@example.in'), ('also@example.in')`,
        );
        await handle.migrate();
        const rows = await queryRows<{ marketing_consent: boolean; marketing_consent_at: Date | null }>(
          handle.db,
          sql`select marketing_consent, marketing_consent_at from customer_profiles`,
        );
        expect(rows).toEqual([
          { marketing_consent: false, marketing_consent_at: null },
          { marketing_consent: false, marketing_consent_at: null },
        ]);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
