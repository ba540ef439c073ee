import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  SEARCH_ADMIN_MESSAGES,
  type SearchMiss,
  SYNONYM_TERMS_MAX,
  type SynonymGroup,
} from '#shared/catalog/search.schemas.ts';
import type { Db } from '../../../db/client.ts';
import { searchMisses, searchSynonyms } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { closestTerm, knownTerms } from './search.repo.ts';
import { searchKey } from './search-key.ts';

/** The report keeps the most searched misses; a flood of one-off strings cannot grow it past this. */
export const MISSES_KEPT = 1_000;
/** The report shows the most searched. */
const MISSES_SHOWN = 50;
/** An e-mail address or a long number (a phone, an order) is personal: never kept. */
const PERSONAL = /@|\d{5,}/;

export async function listSynonymGroups(db: Db): Promise<SynonymGroup[]> {
  return db
    .select({ id: searchSynonyms.id, terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
}

/**
 * Adds a group of terms that mean the same. A group that already has one of them (compared by search key) takes
 * the others instead, so "mombati" added with "candle" joins the candle group; the misses the group now answers
 * leave the report.
 */
export async function addSynonyms(db: Db, terms: readonly string[]): Promise<SynonymGroup> {
  const keys = new Set(terms.map(searchKey).filter(Boolean));
  return db.transaction(async (tx) => {
    const groups = await listSynonymGroups(tx);
    const joined = groups.filter((group) => group.terms.some((term) => keys.has(searchKey(term))));
    const byKey = new Map<string, string>();
    for (const term of [...joined.flatMap((group) => group.terms), ...terms]) {
      const key = searchKey(term);
      if (key && !byKey.has(key)) byKey.set(key, term);
    }
    const merged = [...byKey.values()];
    if (merged.length < 2)
      throw new AppError('VALIDATION_FAILED', SEARCH_ADMIN_MESSAGES.termsRequired, {
        terms: SEARCH_ADMIN_MESSAGES.termsRequired,
      });
    if (merged.length > SYNONYM_TERMS_MAX)
      throw new AppError('VALIDATION_FAILED', SEARCH_ADMIN_MESSAGES.tooManyTerms, {
        terms: SEARCH_ADMIN_MESSAGES.tooManyTerms,
      });
    const [first, ...others] = joined;
    let group: SynonymGroup;
    if (first) {
      [group] = (await tx
        .update(searchSynonyms)
        .set({ terms: merged })
        .where(eq(searchSynonyms.id, first.id))
        .returning({ id: searchSynonyms.id, terms: searchSynonyms.terms })) as [SynonymGroup];
      if (others.length)
        await tx.delete(searchSynonyms).where(
          inArray(
            searchSynonyms.id,
            others.map((other) => other.id),
          ),
        );
    } else {
      [group] = (await tx
        .insert(searchSynonyms)
        .values({ terms: merged })
        .returning({ id: searchSynonyms.id, terms: searchSynonyms.terms })) as [SynonymGroup];
    }
    await tx.delete(searchMisses).where(inArray(searchMisses.key, [...byKey.keys()]));
    return group;
  });
}

export async function deleteSynonymGroup(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', SEARCH_ADMIN_MESSAGES.notFound);
}

/** Counts a search that found nothing (by its key: "Mombati" and "mombatti " are one line of the report). */
export async function recordMiss(db: Db, query: string): Promise<void> {
  const key = searchKey(query);
  if (!key || PERSONAL.test(query)) return;
  await db
    .insert(searchMisses)
    .values({ key, query: query.trim().toLowerCase().replace(/\s+/g, ' ') })
    .onConflictDoUpdate({
      target: searchMisses.key,
      set: { count: sql`${searchMisses.count} + 1`, lastSearchedAt: sql`now()` },
    });
  await db.execute(
    sql`delete from ${searchMisses} where ${searchMisses.key} in (select ${searchMisses.key} from ${searchMisses} order by ${searchMisses.count} desc, ${searchMisses.lastSearchedAt} desc offset ${MISSES_KEPT})`,
  );
}

/** The most searched misses, each with the closest term the shop knows (the one click's synonym). */
export async function listMisses(db: Db): Promise<SearchMiss[]> {
  const rows = await db
    .select()
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastSearchedAt))
    .limit(MISSES_SHOWN);
  const known = await knownTerms(db);
  const items: SearchMiss[] = [];
  for (const row of rows)
    items.push({
      query: row.query,
      count: row.count,
      lastSearchedAt: row.lastSearchedAt.toISOString(),
      suggestion: await closestTerm(db, row.query, known),
    });
  return items;
}

/** Takes a miss off the report (the owner has seen it and wants no synonym). */
export async function dismissMiss(db: Db, query: string): Promise<void> {
  await db.delete(searchMisses).where(eq(searchMisses.key, searchKey(query)));
}
