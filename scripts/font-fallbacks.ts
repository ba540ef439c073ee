/**
 * Fallback faces the size of the brand faces (decision 079). Until Inter and Fraunces arrive (`font-display: swap`),
 * text is drawn in a system font; where that font is narrower, a heading takes fewer lines and everything below it
 * moves up, then down again when the brand face lands: a layout shift on every slow first visit (0.067 on the
 * home page with the fonts 1.5 s late). `Inter fallback` and `Fraunces fallback` are that system font scaled
 * (`size-adjust`) to the brand face's average letter width and given its ascent and descent, so the text wraps
 * alike before and after.
 *
 * The brand faces' metrics are read from our own font files (each weight is wider than the last); the system
 * fonts' from Capsize. Each fallback lists the names a phone or computer knows it by, the metric-compatible
 * clones (Liberation, Arimo, Tinos) that Linux and Chrome OS carry included. Capsize has only the regular cuts:
 * the bold ones' average widths below were read with @capsizecss/unpack from Debian's files (fonts-liberation,
 * fonts-noto-core, fonts-roboto-unhinted); Liberation's bold matches Arial's and Times New Roman's.
 */
import { readdirSync } from 'node:fs';
import arial from '@capsizecss/metrics/arial';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromFile } from '@capsizecss/unpack/fs';

interface Width {
  xWidthAvg: number;
  unitsPerEm: number;
}

/** A system font the fallback may be drawn in: its local names, regular and bold, and their average widths. */
interface SystemFont {
  regular: { locals: string[]; width: Width };
  bold: { locals: string[]; width: Width };
}

const ARIAL: SystemFont = {
  regular: {
    locals: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    width: arial,
  },
  bold: {
    locals: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Arimo-Bold',
    ],
    width: { xWidthAvg: 983, unitsPerEm: 2048 },
  },
};
const ROBOTO: SystemFont = {
  regular: { locals: ['Roboto', 'Roboto-Regular'], width: roboto },
  bold: { locals: ['Roboto Bold', 'Roboto-Bold'], width: { xWidthAvg: 927, unitsPerEm: 2048 } },
};
const TIMES_NEW_ROMAN: SystemFont = {
  regular: {
    locals: [
      'Times New Roman',
      'TimesNewRomanPSMT',
      'Liberation Serif',
      'LiberationSerif',
      'Tinos',
      'Tinos-Regular',
    ],
    width: timesNewRoman,
  },
  bold: {
    locals: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
      'Tinos-Bold',
    ],
    width: { xWidthAvg: 886, unitsPerEm: 2048 },
  },
};
const NOTO_SERIF: SystemFont = {
  regular: { locals: ['Noto Serif', 'NotoSerif-Regular'], width: notoSerif },
  bold: { locals: ['Noto Serif Bold', 'NotoSerif-Bold'], width: { xWidthAvg: 512, unitsPerEm: 1000 } },
};

/**
 * Each brand family's fallbacks, the most wanted last (of faces alike but for their source, the browser tries the
 * last declared first): Roboto and Noto Serif are what an Android phone, most of our shoppers, has.
 */
export const FALLBACKS: Record<string, SystemFont[]> = {
  Inter: [ARIAL, ROBOTO],
  Fraunces: [TIMES_NEW_ROMAN, NOTO_SERIF],
};

/** The fallback family's name, which the font stacks in src/web/index.css list right after the brand face. */
export const fallbackFamily = (family: string) => `${family} fallback`;

const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

interface BrandFace {
  family: string;
  weight: number;
  width: Width;
  ascent: number;
  descent: number;
  lineGap: number;
}

/** One fallback `@font-face`: the system font scaled to the brand face's average width, with its vertical metrics. */
export function fallbackFace(brand: BrandFace, font: SystemFont): string {
  const cut = brand.weight >= 600 ? font.bold : font.regular;
  const sizeAdjust =
    brand.width.xWidthAvg / brand.width.unitsPerEm / (cut.width.xWidthAvg / cut.width.unitsPerEm);
  const em = brand.width.unitsPerEm * sizeAdjust;
  return [
    '@font-face {',
    `  font-family: "${fallbackFamily(brand.family)}";`,
    `  font-weight: ${brand.weight};`,
    `  src: ${cut.locals.map((name) => `local("${name}")`).join(', ')};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(brand.ascent / em)};`,
    `  descent-override: ${percent(Math.abs(brand.descent) / em)};`,
    `  line-gap-override: ${percent(brand.lineGap / em)};`,
    '}',
  ].join('\n');
}

/** The family each brand font file in src/web/fonts belongs to, by its name's first word. */
const FAMILY_OF_FILE: Record<string, string> = { inter: 'Inter', fraunces: 'Fraunces' };

/**
 * The brand faces in src/web/fonts: `<family>-<weight>-core.woff2` (decision 044), the core cut being what a page's
 * text uses.
 */
async function brandFaces(fontsDir: string): Promise<BrandFace[]> {
  const faces: BrandFace[] = [];
  for (const file of readdirSync(fontsDir).sort()) {
    const match = /^([a-z]+)-(\d{3})-core\.woff2$/.exec(file);
    const family = match?.[1] && FAMILY_OF_FILE[match[1]];
    if (!family || !match[2]) continue;
    const metrics = await fromFile(`${fontsDir}/${file}`);
    faces.push({
      family,
      weight: Number(match[2]),
      width: metrics,
      ascent: metrics.ascent,
      descent: metrics.descent,
      lineGap: metrics.lineGap,
    });
  }
  return faces;
}

/** Every fallback face for the brand faces in `fontsDir`, as CSS. */
export async function fallbackFacesCss(fontsDir: string): Promise<string> {
  const faces = await brandFaces(fontsDir);
  return faces
    .flatMap((face) => (FALLBACKS[face.family] ?? []).map((font) => fallbackFace(face, font)))
    .join('\n');
}
