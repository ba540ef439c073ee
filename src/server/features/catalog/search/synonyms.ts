import { searchKey } from './search-key.ts';

/** The most spellings one search tries (the query and what its synonyms make of it). */
export const MAX_ALTERNATIVES = 12;

/**
 * The search keys a query stands for: its own, then the query with each synonym group's term it contains (as whole
 * words) replaced by each other term of the group. "sapno ka jaal blue" with the group dream catcher / dreamcatcher /
 * sapno ka jaal gives "sapno ka jal blue", "dream catcer blue", "dreamcatcer blue".
 */
export function expandQuery(query: string, groups: readonly (readonly string[])[]): string[] {
  const own = searchKey(query);
  if (!own) return [];
  const alternatives = [own];
  const padded = ` ${own} `;
  for (const group of groups) {
    const keys = [...new Set(group.map(searchKey).filter(Boolean))];
    const found = keys.filter((key) => padded.includes(` ${key} `)).sort((a, b) => b.length - a.length)[0];
    if (!found) continue;
    for (const other of keys) {
      if (other === found) continue;
      const alternative = padded.replace(` ${found} `, ` ${other} `).trim();
      if (!alternatives.includes(alternative)) alternatives.push(alternative);
    }
  }
  return alternatives.slice(0, MAX_ALTERNATIVES);
}
