import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The brand faces cut in two (decision 044, scripts/subset-latin.sh): for each of Inter and Fraunces's weights,
 * a `core` face the first paint waits for and a `rest` face fetched only for the characters it alone has.
 */
const root = join(import.meta.dirname, '..');
const css = readFileSync(join(root, 'src/web/index.css'), 'utf8');

/** The code points of a CSS `unicode-range` (`U+0020-007E, U+00A0`). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let c = Number.parseInt(from!, 16); c <= Number.parseInt(to!, 16); c++) points.add(c);
  }
  return points;
}

interface Face {
  family: string;
  weight: string;
  file: string;
  range: Set<number>;
}

const brandFaces: Face[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map(([, body]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body!)?.[1] ?? '',
    weight: /font-weight:\s*(\d+)/.exec(body!)?.[1] ?? '',
    file: /url\("\.\/fonts\/([^"]+)"\)/.exec(body!)?.[1] ?? '',
    range: codePoints(/unicode-range:\s*([^;]+);/.exec(body!)?.[1] ?? ''),
  }))
  .filter((face) => face.family === 'Inter' || face.family === 'Fraunces');

const latin = codePoints(
  JSON.parse(readFileSync(join(root, 'node_modules/@fontsource/inter/unicode.json'), 'utf8')).latin,
);

describe('the brand fonts (decision 044)', () => {
  const weights = [...new Set(brandFaces.map((face) => `${face.family} ${face.weight}`))];

  it('has Inter 400 and 600 and Fraunces 600 and 700, each a core and a rest face', () => {
    expect(weights.sort()).toEqual(['Fraunces 600', 'Fraunces 700', 'Inter 400', 'Inter 600']);
    for (const face of brandFaces) expect(existsSync(join(root, 'src/web/fonts', face.file))).toBe(true);
  });

  for (const weight of ['Inter 400', 'Inter 600', 'Fraunces 600', 'Fraunces 700']) {
    it(`${weight}: core and rest share no character and together cover the Latin subset`, () => {
      const faces = brandFaces.filter((face) => `${face.family} ${face.weight}` === weight);
      const core = faces.find((face) => face.file.endsWith('-core.woff2'))!;
      const rest = faces.find((face) => face.file.endsWith('-rest.woff2'))!;
      expect(faces).toHaveLength(2);
      expect([...core.range].filter((c) => rest.range.has(c))).toEqual([]);
      expect(new Set([...core.range, ...rest.range])).toEqual(latin);
    });
  }

  it("draws the English catalogs' texts from the core faces alone (no page waits for a rest face for them)", () => {
    const core = brandFaces.find((face) => face.file === 'inter-400-core.woff2')!.range;
    const dir = join(root, 'src/web/i18n/en');
    const outside = new Set<string>();
    for (const file of readdirSync(dir)) {
      for (const char of readFileSync(join(dir, file), 'utf8')) {
        const c = char.codePointAt(0)!;
        // ₹ and Devanagari are in neither Latin face: the next font in the stack draws them.
        if (latin.has(c) && c >= 0x20 && !core.has(c)) outside.add(char);
      }
    }
    expect([...outside]).toEqual([]);
  });
});
