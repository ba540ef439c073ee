import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** docs/decisions/README.md is the index newcomers read first: it lists every record, once. */
const dir = new URL('../docs/decisions/', import.meta.url);

describe('the decision index', () => {
  it('links every record', () => {
    const records = readdirSync(dir).filter(
      (name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'),
    );
    const index = readFileSync(new URL('README.md', dir), 'utf8');
    const linked = [...index.matchAll(/^\| \[\d{3}\]\((\d{3}-[^)]+\.md)\)/gm)].map((m) => m[1]);
    expect(records.filter((name) => !linked.includes(name))).toEqual([]);
    expect(linked.filter((name, i) => linked.indexOf(name) !== i)).toEqual([]);
  });
});
