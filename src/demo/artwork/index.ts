import type { Category } from '#shared/constants/categories.ts';
import { calligraphy } from './calligraphy.ts';
import { candles } from './candles.ts';
import { dreamCatcher } from './dream-catcher.ts';
import { embroidery } from './embroidery.ts';
import { hairAccessories } from './hair-accessories.ts';
import { Art, at, mulberry32, n, type Rng, seedOf } from './helpers.ts';
import { illustration } from './illustration.ts';
import { lippan } from './lippan.ts';
import { others } from './others.ts';
import { resin } from './resin.ts';
import { type Backdrop, drawBackdrop, driedSprig, type Motif, plantProp } from './scene.ts';

/*
 * Demo artwork: flat-illustration "product photos" drawn as SVG, one motif and palette family per
 * category (brand.md, "Images"). Pure string building: no text, fonts or network. Deterministic:
 * the same arguments always give the same SVG, so the rendered files are content-addressed.
 *
 * A product's `variant` packs two things: `variant % ARTWORK_DESIGNS` picks the design (palette and
 * composition: one per product of a category) and `floor(variant / ARTWORK_DESIGNS)` the shot
 * (0 the full piece, then close-ups, a styled shot with a prop and a turned one), so the gallery
 * of one product shows the same piece from several angles.
 */

export const ARTWORK_SIZE = 1280;
export const BLOG_ARTWORK_WIDTH = 1280;
export const BLOG_ARTWORK_HEIGHT = 720;
export const HERO_ARTWORK_WIDTH = 1280;
export const HERO_ARTWORK_HEIGHT = 960;
/** Distinct designs per category; variant = design + ARTWORK_DESIGNS * shot. */
export const ARTWORK_DESIGNS = 6;
export const ARTWORK_SHOTS = 5;

/** The variant number of a product's design and shot. */
export function artworkVariant(design: number, shot: number): number {
  return (design % ARTWORK_DESIGNS) + ARTWORK_DESIGNS * (shot % ARTWORK_SHOTS);
}

const MOTIFS: Record<Category, (art: Art, rng: Rng, design: number) => Motif> = {
  'Dream Catcher': dreamCatcher,
  Embroidery: embroidery,
  'Lippan Arts': lippan,
  'Resin Art Work': resin,
  Illustration: illustration,
  Candles: candles,
  Calligraphy: calligraphy,
  'Hair Accessories': hairAccessories,
  Others: others,
};

/** A 1280x1280 "product photo" of a piece of the category. */
export function productArtworkSvg(category: Category, variant: number): string {
  const v = Math.max(0, Math.floor(variant));
  const design = v % ARTWORK_DESIGNS;
  const shot = Math.floor(v / ARTWORK_DESIGNS) % ARTWORK_SHOTS;
  const art = new Art('a');
  const motif = MOTIFS[category](art, mulberry32(seedOf(`${category}:${design}`)), design);
  const rng = mulberry32(seedOf(`${category}:${design}:${shot}`));
  const S = ARTWORK_SIZE;
  const horizon = 0.7;
  const backdrop: Backdrop =
    shot === 2 && !motif.backdrop.moody
      ? { ...motif.backdrop, bg: [motif.backdrop.bg[1], motif.backdrop.bg[0]] }
      : motif.backdrop;
  const scene = drawBackdrop(art, backdrop, S, S, rng, horizon);
  // Place the motif: its local ±500 box fills the frame; table scenes rest on the horizon line.
  let transform = `translate(${S / 2},${S / 2}) scale(1.1)`;
  if (motif.baseY !== undefined)
    transform = `translate(${S / 2},${n(S * horizon + 40 - motif.baseY * 1.3)}) scale(1.3)`;
  let prop = '';
  if (shot === 1 || shot === 4) {
    const [fx, fy] = motif.focus[shot === 1 ? 0 : 1];
    const zoom = shot === 1 ? 1.9 : 2.3;
    transform = `translate(${S / 2},${S / 2}) scale(${zoom}) translate(${n(-fx)},${n(-fy)})`;
  } else if (shot === 2) {
    transform = `translate(${n(S * 0.42)},${motif.baseY === undefined ? n(S * 0.5) : n(S * horizon + 30 - motif.baseY * 0.85)}) scale(.85)`;
    prop =
      backdrop.kind === 'flatlay'
        ? driedSprig(S * 0.9, S * 0.98, 1.3, -18)
        : plantProp(art, rng, S * 0.86, motif.baseY === undefined ? S * 0.86 : S * horizon + 20, 1.1);
  } else if (shot === 3) {
    transform = `translate(${S / 2},${S / 2}) rotate(${backdrop.kind === 'flatlay' ? -12 : -4}) scale(1.02)`;
    if (motif.baseY !== undefined)
      transform = `translate(${n(S * 0.55)},${n(S * horizon + 40 - motif.baseY * 1.15)}) scale(1.15)`;
  }
  const castShadow =
    backdrop.kind === 'wall'
      ? `<g transform="translate(18,26)" opacity=".13" fill="#2B2118"><g transform="${transform}">${silhouette(motif.body)}</g></g>`
      : '';
  return art.svg(S, S, `${scene}${castShadow}<g transform="${transform}">${motif.body}</g>${prop}`);
}

/** Approximate shadow of a wall-hung piece: its markup with every paint turned into a flat tone. */
function silhouette(body: string): string {
  return body
    .replace(/fill="(?!none)[^"]*"/g, 'fill="#2B2118"')
    .replace(/stroke="(?!none)[^"]*"/g, 'stroke="#2B2118"')
    .replace(/(fill|stroke)-opacity="[^"]*"/g, '');
}

/** A warm collage of the crafts for the homepage hero (1280x960). */
export function heroArtworkSvg(): string {
  const art = new Art('h');
  const W = HERO_ARTWORK_WIDTH;
  const H = HERO_ARTWORK_HEIGHT;
  const bg = art.linear(
    [
      [0, '#FBF1E6'],
      [1, '#F1DCC6'],
    ],
    0,
    0,
    1,
    1,
  );
  const shapes = [
    `<circle cx="1040" cy="180" r="260" fill="#E9B949" fill-opacity=".35"/>`,
    `<circle cx="170" cy="820" r="300" fill="#B4532A" fill-opacity=".16"/>`,
    `<path d="M420,700 V280 A220,220 0 0 1 860,280 V700Z" fill="#B4532A" fill-opacity=".09"/>`,
    `<rect x="0" y="700" width="${W}" height="260" fill="#D9B99A" fill-opacity=".45"/>`,
    `<rect x="0" y="700" width="${W}" height="5" fill="#FFFFFF" fill-opacity=".5"/>`,
  ].join('');
  const place = (category: Category, design: number, x: number, y: number, s: number, rot = 0) => {
    const motif = MOTIFS[category](art, mulberry32(seedOf(`hero:${category}:${design}`)), design);
    return `<g transform="translate(${x},${y}) rotate(${rot}) scale(${s})">${motif.body}</g>`;
  };
  const body = [
    place('Dream Catcher', 0, 190, 300, 0.52),
    place('Lippan Arts', 1, 640, 270, 0.42),
    place('Illustration', 1, 1040, 300, 0.4),
    place('Candles', 0, 930, 610, 0.5),
    place('Others', 1, 440, 600, 0.42),
    place('Resin Art Work', 1, 640, 800, 0.3, -8),
    place('Hair Accessories', 0, 1120, 830, 0.25, 10),
    place('Embroidery', 1, 150, 822, 0.26, -6),
  ].join('');
  return art.svg(W, H, `<rect width="${W}" height="${H}" fill="${bg}"/>${shapes}${body}`);
}

const BLOG_SCENES: readonly (readonly [Category, number, number, number, number])[][] = [
  [
    ['Lippan Arts', 0, 420, 360, 0.62],
    ['Others', 1, 960, 420, 0.5],
  ],
  [
    ['Candles', 2, 640, 330, 0.62],
    ['Candles', 0, 1040, 360, 0.42],
  ],
  [
    ['Embroidery', 1, 360, 360, 0.6],
    ['Hair Accessories', 0, 930, 380, 0.5],
  ],
  [
    ['Dream Catcher', 3, 360, 380, 0.62],
    ['Illustration', 4, 900, 340, 0.56],
  ],
  [
    ['Resin Art Work', 0, 400, 360, 0.6],
    ['Resin Art Work', 3, 930, 380, 0.5],
  ],
  [
    ['Calligraphy', 0, 420, 360, 0.66],
    ['Calligraphy', 3, 940, 360, 0.5],
  ],
];

/** A 1280x720 blog cover; `n` picks one of several scenes. */
export function blogArtworkSvg(index: number): string {
  const art = new Art('b');
  const W = BLOG_ARTWORK_WIDTH;
  const H = BLOG_ARTWORK_HEIGHT;
  const scene = at(BLOG_SCENES, index);
  const rng = mulberry32(seedOf(`blog:${index}`));
  const motifs = scene.map(([category, design], i) =>
    MOTIFS[category](art, mulberry32(seedOf(`blog:${index}:${i}`)), design),
  );
  const first = motifs[0]!;
  // Anything that stands on a surface gets a table to stand on.
  const table = motifs.find((m) => m.backdrop.kind === 'table');
  const backdrop =
    table && first.backdrop.kind === 'wall'
      ? { ...table.backdrop, bg: first.backdrop.bg, moody: false }
      : first.backdrop;
  const body = scene
    .map(([, , x, y, s], i) => `<g transform="translate(${x},${y}) scale(${s})">${motifs[i]!.body}</g>`)
    .join('');
  return art.svg(W, H, `${drawBackdrop(art, backdrop, W, H, rng, 0.78)}${body}`);
}
