import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The catalog check (decision 035, issue 25): every language has exactly the English keys, with the same
 * placeholders, and every key is used by the code. Run in CI with the unit tests. Two sets of catalogs: the
 * web's (src/web/i18n) and the server's mails (src/server/features/mail/i18n).
 */
const placeholders = (message: string) => [...message.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SETS = [
  {
    name: 'web',
    i18nDir: join(import.meta.dirname, '../src/web/i18n'),
    codeDir: join(import.meta.dirname, '../src/web'),
  },
  {
    name: 'mail',
    i18nDir: join(import.meta.dirname, '../src/server/features/mail/i18n'),
    codeDir: join(import.meta.dirname, '../src/server'),
  },
];

describe.each(SETS)('the $name catalogs', ({ i18nDir, codeDir }) => {
  const catalogs = readdirSync(join(i18nDir, 'en')).map((file) => file.replace(/\.json$/, ''));
  const otherLangs = readdirSync(i18nDir).filter(
    (name) => name !== 'en' && statSync(join(i18nDir, name)).isDirectory(),
  );
  const read = (lang: string, catalog: string): Record<string, string> =>
    JSON.parse(readFileSync(join(i18nDir, lang, `${catalog}.json`), 'utf8'));
  const source = sourceFiles(codeDir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  /** Keys built at run time: `` t(`category.${category}`) `` uses every `category.*` key. */
  const dynamicPrefixes = [...source.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1]!);

  describe.each(catalogs)('%s', (catalog) => {
    const en = read('en', catalog);

    it.each(otherLangs)('%s has every English key, no other, with the same placeholders', (lang) => {
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
});
