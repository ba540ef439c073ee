import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.ts';
import { type PersonalData, withAccountData } from './features/auth/privacy.service.ts';
import { PERSONAL_DATA } from './personal-data.ts';

/**
 * The tables with a column that points at a person: a user id, an email, or a link to `user` the database does
 * not itself clear when the account row goes (a team member's `created_by` is set null: the database forgets it).
 */
function personalColumns(tables: PgTable[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const table of tables) {
    const config = getTableConfig(table);
    const kept = new Set(
      config.foreignKeys
        .filter((fk) => getTableConfig(fk.reference().foreignTable).name === 'user')
        .filter((fk) => fk.onDelete !== 'cascade' && fk.onDelete !== 'set null')
        .flatMap((fk) => fk.reference().columns.map((column) => column.name)),
    );
    const columns = config.columns
      .map((column) => column.name)
      .filter((name) => name === 'user_id' || name === 'email' || name.endsWith('_email') || kept.has(name));
    if (columns.length > 0 || config.name === 'user') found.set(config.name, columns);
  }
  return found;
}

/** The tables holding a person's rows that no registered owner exports, forgets or says why it keeps. */
function tablesWithoutOwner(tables: PgTable[], registered: readonly PersonalData[]): string[] {
  const covered = new Set(
    registered
      .filter((owner) => owner.exportFor || owner.forget || owner.kept)
      .flatMap((owner) => owner.tables),
  );
  return [...personalColumns(tables).keys()].filter((name) => !covered.has(name)).sort();
}

const schemaTables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);
const registered = withAccountData(PERSONAL_DATA);

describe('personal data: every table about a person has an owner that exports and forgets it (decision 034)', () => {
  it('names every table with a user or email column', () => {
    expect(tablesWithoutOwner(schemaTables, registered)).toEqual([]);
  });

  it('fails for a new table with a user column that no feature registered', () => {
    const loyaltyPoints = pgTable('loyalty_points', { id: uuid().primaryKey(), userId: text('user_id') });
    const guestNotes = pgTable('guest_notes', { id: uuid().primaryKey(), buyerEmail: text('buyer_email') });
    expect(tablesWithoutOwner([...schemaTables, loyaltyPoints, guestNotes], registered)).toEqual([
      'guest_notes',
      'loyalty_points',
    ]);
    const kept = { owner: 'loyalty', tables: ['loyalty_points', 'guest_notes'] };
    expect(tablesWithoutOwner([loyaltyPoints, guestNotes], [kept])).toEqual([
      'guest_notes',
      'loyalty_points',
    ]);
  });

  it('names only tables of the schema, each under one owner', () => {
    const names = new Set(schemaTables.map((table) => getTableConfig(table).name));
    const claimed = registered.flatMap((owner) => owner.tables);
    expect(claimed.filter((name) => !names.has(name))).toEqual([]);
    expect(claimed.filter((name, i) => claimed.indexOf(name) !== i)).toEqual([]);
  });

  it('gives each registration an export, an erasure, or the reason its rows are kept', () => {
    for (const owner of registered)
      expect(owner.exportFor || owner.forget || owner.kept, owner.owner).toBeTruthy();
  });
});
