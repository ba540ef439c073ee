import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The catalog check (decision 035, issue 25): every language has exactly the English keys, with the same
 * placeholders, and every key is used by the code. Run in CI with the unit tests.
 */
const WEB_DIR = join(import.meta.dirname, '../src/web');
const I18N_DIR = join(WEB_DIR, 'i18n');
const CATALOGS = readdirSync(join(I18N_DIR, 'en')).map((file) => file.replace(/\.json$/, ''));
const OTHER_LANGS = readdirSync(I18N_DIR).filter(
  (name) => name !== 'en' && statSync(join(I18N_DIR, name)).isDirectory(),
);

const read = (lang: string, catalog: string): Record<string, string> =>
  JSON.parse(readFileSync(join(I18N_DIR, lang, `${catalog}.json`), 'utf8'));
const placeholders = (message: string) => [...message.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const source = sourceFiles(WEB_DIR)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** Keys built at run time: `` t(`category.${category}`) `` uses every `category.*` key. */
const dynamicPrefixes = [...source.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1]!);

describe.each(CATALOGS)('the %s catalogs', (catalog) => {
  const en = read('en', catalog);

  it.each(OTHER_LANGS)('%s has every English key, no other, with the same placeholders', (lang) => {
    const other = read(lang, catalog);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, message] of Object.entries(en)) {
      expect(placeholders(other[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(message));
      expect(other[key]?.trim(), `${lang} ${key} is empty`).toBeTruthy();
    }
  });

  it('has no key the code does not use', () => {
    const unused = Object.keys(en).filter((key) => {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      return !source.includes(`'${base}'`) && !dynamicPrefixes.some((prefix) => base.startsWith(prefix));
    });
    expect(unused).toEqual([]);
  });
});
