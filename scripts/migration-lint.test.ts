import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GROWING_TABLES, lintMigration, RULES, SMALL_TABLES } from './migration-lint.ts';

/** Issue 40: migrations only add; a destructive or locking statement fails CI unless marked with its reason. */
const read = (dir: URL) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => ({ file, sql: readFileSync(new URL(file, dir), 'utf8') }));
const migrations = read(new URL('../drizzle/', import.meta.url));
const fixtures = read(new URL('./fixtures/migrations/', import.meta.url));
const fixture = (name: string) => fixtures.find((f) => f.file === name)!;

/**
 * Written before the linter (migrations 0000-0026), each applied long ago: what it finds there, kept as a record.
 * 0006 is the one break of "additive only" the review found (orders.access_token dropped while old processes
 * could still read it); the others lock a growing table for as long as a check or index build takes.
 */
const BEFORE_THE_LINTER = 26;
const KNOWN = [
  '0002_outbox.sql index-locks-writes',
  '0002_outbox.sql constraint-validates',
  '0006_hashed_order_tokens.sql set-not-null',
  '0006_hashed_order_tokens.sql drop-column',
  '0007_marketing_consent.sql constraint-validates',
  '0009_order_operations.sql constraint-validates',
  '0011_comment_rejected.sql index-locks-writes',
  '0011_comment_rejected.sql constraint-validates',
  '0013_promotions.sql constraint-validates',
  '0013_promotions.sql constraint-validates',
  '0014_whatsapp_order_updates.sql index-locks-writes',
  '0014_whatsapp_order_updates.sql index-locks-writes',
  '0014_whatsapp_order_updates.sql constraint-validates',
  '0014_whatsapp_order_updates.sql constraint-validates',
  '0015_code_purposes.sql constraint-validates',
  '0018_delivery.sql constraint-validates',
  '0022_customer_and_order_language.sql constraint-validates',
  '0022_customer_and_order_language.sql constraint-validates',
  '0024_pending_sign_up_tickets.sql not-null-without-default',
];

describe('the migration linter', () => {
  it('fails each unsafe statement of the fixture, once, and passes its safe look-alikes', () => {
    const { file, sql } = fixture('9001_unsafe.sql');
    expect(lintMigration(file, sql).map((f) => f.rule)).toEqual([
      'drop-column',
      'drop-table',
      'rename',
      'alter-type',
      'set-not-null',
      'not-null-without-default',
      'index-locks-writes',
      'constraint-validates',
    ]);
    expect(Object.keys(RULES).sort()).toEqual(
      lintMigration(file, sql)
        .map((f) => f.rule)
        .sort(),
    );
  });

  it('names the statement it fails', () => {
    const [first] = lintMigration('9001_unsafe.sql', fixture('9001_unsafe.sql').sql);
    expect(first).toEqual({
      file: '9001_unsafe.sql',
      rule: 'drop-column',
      statement: 'ALTER TABLE "orders" DROP COLUMN "access_token"',
    });
  });

  it('lets a statement through when a comment in it allows its rule with a reason', () => {
    const { file, sql } = fixture('9002_marked.sql');
    expect(lintMigration(file, sql)).toEqual([]);
    // A mark without a reason, or for another rule, allows nothing.
    expect(
      lintMigration('x.sql', '-- migration-lint: allow drop-column\nALTER TABLE "orders" DROP COLUMN "a";'),
    ).toHaveLength(1);
    expect(
      lintMigration(
        'x.sql',
        '-- migration-lint: allow drop-table: gone\nALTER TABLE "orders" DROP COLUMN "a";',
      ),
    ).toHaveLength(1);
  });

  it(`passes every migration after ${String(BEFORE_THE_LINTER).padStart(4, '0')}; the earlier ones find only what is known`, () => {
    const numberOf = (file: string) => Number(file.slice(0, 4));
    const findings = migrations.flatMap(({ file, sql }) => lintMigration(file, sql));
    expect(findings.filter((f) => numberOf(f.file) > BEFORE_THE_LINTER)).toEqual([]);
    expect(
      findings.filter((f) => numberOf(f.file) <= BEFORE_THE_LINTER).map((f) => `${f.file} ${f.rule}`),
    ).toEqual(KNOWN);
  });

  it('knows whether each table grows (a new table is decided here)', () => {
    const tables = new Set(
      migrations.flatMap(({ sql }) =>
        [...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"([^"]+)"/g)].map((m) => m[1]!),
      ),
    );
    expect([...tables].sort()).toEqual([...GROWING_TABLES, ...SMALL_TABLES].sort());
  });
});
