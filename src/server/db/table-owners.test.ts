import { readFileSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';

/** Decision 013's ownership table is the map of who writes each table: every table of the schema has its row. */
const record = readFileSync(
  new URL('../../../docs/decisions/013-commerce-module-and-table-ownership.md', import.meta.url),
  'utf8',
);
const rows = record.split('\n').filter((line) => line.startsWith('| `'));
const named = new Set(
  rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!)),
);

describe("decision 013's table ownership", () => {
  it('names every table of the schema', () => {
    const tables = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table).name);
    expect(tables.filter((name) => !named.has(name)).sort()).toEqual([]);
  });
});
