import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACKS, fallbackFacesCss, fallbackFamily } from './font-fallbacks.ts';

/** Decision 079: the system font shown while a brand face loads is scaled to its size, so nothing moves on arrival. */
const root = join(import.meta.dirname, '..');
const fontsDir = join(root, 'src/web/fonts');

interface Face {
  family: string;
  weight: number;
  locals: string[];
  sizeAdjust: number;
  ascent: number;
}

const parse = (css: string): Face[] =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body!)?.[1] ?? '',
    weight: Number(/font-weight:\s*(\d+)/.exec(body!)?.[1]),
    locals: [...body!.matchAll(/local\("([^"]+)"\)/g)].map((m) => m[1]!),
    sizeAdjust: Number.parseFloat(/size-adjust:\s*([\d.]+)%/.exec(body!)?.[1] ?? 'NaN'),
    ascent: Number.parseFloat(/ascent-override:\s*([\d.]+)%/.exec(body!)?.[1] ?? 'NaN'),
  }));

describe('fallback faces (decision 079)', async () => {
  const faces = parse(await fallbackFacesCss(fontsDir));

  it('one per brand weight and system font: Inter 400 and 600, Fraunces 600 and 700', () => {
    const weights = (family: string) => [
      ...new Set(faces.filter((f) => f.family === family).map((f) => f.weight)),
    ];
    expect(weights('Inter fallback')).toEqual([400, 600]);
    expect(weights('Fraunces fallback')).toEqual([600, 700]);
    expect(faces).toHaveLength(2 * FALLBACKS.Inter!.length + 2 * FALLBACKS.Fraunces!.length);
  });

  it('a bold brand weight falls back to the bold cut, drawn as bold rather than a regular one called bold', () => {
    const fraunces700 = faces.filter((f) => f.family === 'Fraunces fallback' && f.weight === 700);
    expect(fraunces700.flatMap((f) => f.locals)).toContain('Liberation Serif Bold');
    expect(fraunces700.flatMap((f) => f.locals)).not.toContain('Liberation Serif');
    const inter400 = faces.filter((f) => f.family === 'Inter fallback' && f.weight === 400);
    expect(inter400.flatMap((f) => f.locals)).toContain('Liberation Sans');
  });

  it("scales the system font to the brand face's average width: wider for each heavier brand weight", () => {
    const times = (weight: number) =>
      faces.find((f) => f.weight === weight && f.locals.includes('Times New Roman Bold'))!;
    // Fraunces 700's letters average 0.500 em, Times New Roman Bold's 0.433 em (886/2048).
    expect(times(700).sizeAdjust).toBeCloseTo((0.5 / (886 / 2048)) * 100, 1);
    expect(times(700).sizeAdjust).toBeGreaterThan(times(600).sizeAdjust);
    // Its ascent (0.978 em) is kept: the override is divided by the scale, as the browser multiplies it back.
    expect((times(700).ascent * times(700).sizeAdjust) / 100).toBeCloseTo(97.8, 1);
  });

  it('the most wanted system font (an Android phone’s) is declared last, so the browser tries it first', () => {
    const inter = faces.filter((f) => f.family === 'Inter fallback' && f.weight === 400);
    expect(inter.at(-1)!.locals[0]).toBe('Roboto');
    const fraunces = faces.filter((f) => f.family === 'Fraunces fallback' && f.weight === 700);
    expect(fraunces.at(-1)!.locals[0]).toBe('Noto Serif Bold');
  });

  it('every font stack in the stylesheet names the fallback right after the brand face', () => {
    const css = readFileSync(join(root, 'src/web/index.css'), 'utf8');
    const stacks = [...css.matchAll(/--font-(?:sans|serif):\s*([^;]+);/g)].map((m) => m[1]!);
    expect(stacks.length).toBeGreaterThanOrEqual(4);
    for (const stack of stacks) {
      const [brand, next] = stack.split(',').map((name) => name.trim().replaceAll('"', ''));
      expect(next, stack).toBe(fallbackFamily(brand!));
    }
  });
});
