import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { MIGRATIONS_DIR } from '../../project-paths.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

/*
 * The migration that gave products their slugs (decision 088) fills them for a shop's existing rows in SQL. Its
 * backfill runs here again on the test database (PGlite, or PostgreSQL under test:pg) over products as a real shop
 * may have them, inside a transaction rolled back at the end.
 */

const t = setUpTestApp();

const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_product_slugs.sql'))!;
const backfill = readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) =>
    statement
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n')
      .trim(),
  )
  .filter((statement) => statement.startsWith('UPDATE "products"'));

const NAMES = [
  'Peacock Feather Scrunchie Duo',
  'Peacock feather scrunchie duo!',
  'Vase 2',
  'Vase',
  'Vase',
  'मोमबत्ती',
  '1984',
  `Very ${'long '.repeat(30)}name`,
];

class RolledBack extends Error {}

describe('migration: slugs for the products a shop already has', () => {
  it('gives each a unique slug of the allowed form; clashes -2, -3 in the order made; no letter: product-…', async () => {
    let slugs: Array<{ name: string; slug: string; id: number }> = [];
    await t.db.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table products drop constraint products_slug_format`);
        await tx.execute(sql`drop index products_slug_key`);
        await tx.execute(sql`alter table products alter column slug drop not null`);
        await tx.execute(sql`update products set slug = null`);
        for (const [i, name] of NAMES.entries()) {
          await tx.execute(
            sql`insert into products (name, category, catalog_number) values (${name}, 'Others', ${`MIG-SLUG-${i}`})`,
          );
        }
        expect(backfill.length).toBe(4);
        for (const statement of backfill) await tx.execute(sql.raw(statement));
        slugs = await queryRows(tx, sql`select id, name, slug from products order by id`);
        // The constraints the migration adds hold over every row.
        await tx.execute(sql`create unique index products_slug_key on products (slug)`);
        await tx.execute(
          sql`alter table products add constraint products_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and slug ~ '[a-z]')`,
        );
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(slugs.length);
    const mine = slugs.slice(-NAMES.length);
    const [trio, trio2, vase2, vase, vaseAgain, hindi, year, long] = mine;
    expect(trio!.slug).toBe('peacock-feather-scrunchie-duo');
    expect(trio2!.slug).toBe('peacock-feather-scrunchie-duo-2');
    expect(vase2!.slug).toBe('vase-2');
    expect(vase!.slug).toBe('vase');
    // 'vase-2' is the older "Vase 2"'s: the second "Vase" adds its id.
    expect(vaseAgain!.slug).toBe(`vase-2-${vaseAgain!.id}`);
    expect(hindi!.slug).toBe(`product-${hindi!.id}`);
    expect(year!.slug).toBe('product-1984');
    expect(long!.slug.length).toBeLessThanOrEqual(80);
    // The demo's rows were filled as well.
    expect(slugs.length).toBeGreaterThan(NAMES.length);
  });
});
