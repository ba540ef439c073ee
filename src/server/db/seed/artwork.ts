import type { Category } from '#shared/constants/categories.ts';

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

// ---------------------------------------------------------------------------------------------
// Small helpers

type Rng = () => number;
type Pt = readonly [number, number];

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const at = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length]!;
const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const n = (v: number) => (Math.round(v * 10) / 10).toString();
const pt = (x: number, y: number) => `${n(x)},${n(y)}`;
const polar = (r: number, deg: number): Pt => [
  r * Math.cos((deg * Math.PI) / 180),
  r * Math.sin((deg * Math.PI) / 180),
];

/** A closed smooth curve through the points (Catmull-Rom as cubic Béziers). */
function smoothClosed(points: readonly Pt[]): string {
  const len = points.length;
  let d = `M${pt(...points[0]!)}`;
  for (let i = 0; i < len; i++) {
    const p0 = at(points, i - 1);
    const p1 = at(points, i);
    const p2 = at(points, i + 1);
    const p3 = at(points, i + 2);
    d += `C${pt(p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)} ${pt(
      p2[0] - (p3[0] - p1[0]) / 6,
      p2[1] - (p3[1] - p1[1]) / 6,
    )} ${pt(...p2)}`;
  }
  return `${d}Z`;
}

/** An open smooth curve through the points. */
function smoothOpen(points: readonly Pt[]): string {
  let d = `M${pt(...points[0]!)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    d += `C${pt(p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)} ${pt(
      p2[0] - (p3[0] - p1[0]) / 6,
      p2[1] - (p3[1] - p1[1]) / 6,
    )} ${pt(...p2)}`;
  }
  return d;
}

/** A wobbly closed blob around (0,0). */
function blob(rng: Rng, r: number, wobble: number, count = 9, squash = 1): string {
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const rr = r * (1 + between(rng, -wobble, wobble));
    const [x, y] = polar(rr, (360 * i) / count);
    pts.push([x, y * squash]);
  }
  return smoothClosed(pts);
}

type Stop = readonly [offset: number, color: string, opacity?: number];

/** Collects <defs> with unique ids while a picture is built. */
class Art {
  private readonly defs: string[] = [];
  private count = 0;

  constructor(private readonly prefix: string) {}

  private id(kind: string): string {
    this.count += 1;
    return `${this.prefix}${kind}${this.count}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Returns a `clip-path` attribute for the given shape markup. */
  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  pattern(width: number, height: number, content: string, transform = ''): string {
    const id = this.id('p');
    const t = transform ? ` patternTransform="${transform}"` : '';
    this.defs.push(
      `<pattern id="${id}" width="${width}" height="${height}" patternUnits="userSpaceOnUse"${t}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  svg(width: number, height: number, body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

/** A soft contact shadow. */
function shadow(art: Art, cx: number, cy: number, rx: number, ry: number, opacity = 0.28, color = '#2B2118') {
  const fill = art.radial([
    [0, color, opacity],
    [0.55, color, opacity * 0.45],
    [1, color, 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** A glossy bead. */
function bead(art: Art, x: number, y: number, r: number, color: string): string {
  const fill = art.radial(
    [
      [0, '#FFFFFF', 0.9],
      [0.25, color],
      [1, color],
    ],
    0.5,
    0.5,
    0.6,
    0.35,
    0.3,
  );
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}" stroke="#000" stroke-opacity=".12" stroke-width="1.5"/>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes: the "studio" a motif is photographed in

type SceneKind = 'wall' | 'table' | 'flatlay';

interface Backdrop {
  kind: SceneKind;
  /** top and bottom of the wall, or the two tones of a flat-lay surface */
  bg: readonly [string, string];
  /** table top (front and back) for 'table' scenes */
  floor?: readonly [string, string];
  texture?: 'plaster' | 'linen' | 'wood' | 'paper';
  /** candle-lit scenes: darker edges, no daylight */
  moody?: boolean;
}

interface Motif {
  body: string;
  backdrop: Backdrop;
  /** points (in motif coordinates) worth a close-up */
  focus: readonly [Pt, Pt];
  /** where the object rests (y in motif coordinates) for contact shadows on tables */
  baseY?: number;
  /** horizontal half-width of the object, for shadows */
  halfWidth?: number;
}

function texture(art: Art, kind: Backdrop['texture'], width: number, height: number, rng: Rng): string {
  switch (kind) {
    case 'linen': {
      const fill = art.pattern(
        6,
        6,
        '<path d="M0 1.5h6M1.5 0v6" stroke="#2B2118" stroke-opacity=".045" stroke-width="1.2"/>',
      );
      return `<rect width="${width}" height="${height}" fill="${fill}"/>`;
    }
    case 'wood': {
      const lines: string[] = [];
      for (let y = 10; y < height; y += between(rng, 26, 60)) {
        const pts: Pt[] = [];
        for (let x = -40; x <= width + 40; x += 160) pts.push([x, y + between(rng, -6, 6)]);
        lines.push(
          `<path d="${smoothOpen(pts)}" fill="none" stroke="#2B2118" stroke-opacity="${n(between(rng, 0.04, 0.1))}" stroke-width="${n(between(rng, 1.5, 4))}"/>`,
        );
      }
      for (let x = between(rng, 200, 400); x < width; x += between(rng, 280, 460)) {
        lines.push(`<path d="M${n(x)} 0V${height}" stroke="#2B2118" stroke-opacity=".06" stroke-width="3"/>`);
      }
      return lines.join('');
    }
    case 'paper':
    case 'plaster': {
      const dots: string[] = [];
      const soft = art.radial([
        [0, '#FFFFFF', 0.1],
        [1, '#FFFFFF', 0],
      ]);
      const dark = art.radial([
        [0, '#2B2118', 0.035],
        [1, '#2B2118', 0],
      ]);
      for (let i = 0; i < 10; i++) {
        dots.push(
          `<ellipse cx="${n(rng() * width)}" cy="${n(rng() * height)}" rx="${n(between(rng, 180, 380))}" ry="${n(between(rng, 120, 260))}" fill="${i % 2 ? soft : dark}"/>`,
        );
      }
      return dots.join('');
    }
    default:
      return '';
  }
}

function drawBackdrop(art: Art, b: Backdrop, width: number, height: number, rng: Rng, horizon = 0.7): string {
  const parts: string[] = [];
  if (b.kind === 'flatlay') {
    parts.push(
      `<rect width="${width}" height="${height}" fill="${art.linear(
        [
          [0, b.bg[0]],
          [1, b.bg[1]],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    parts.push(texture(art, b.texture ?? 'linen', width, height, rng));
  } else {
    parts.push(
      `<rect width="${width}" height="${height}" fill="${art.linear([
        [0, b.bg[0]],
        [1, b.bg[1]],
      ])}"/>`,
    );
    parts.push(texture(art, b.texture ?? 'plaster', width, height, rng));
    if (b.kind === 'table' && b.floor) {
      const top = height * horizon;
      parts.push(
        `<rect y="${n(top)}" width="${width}" height="${n(height - top)}" fill="${art.linear([
          [0, b.floor[1]],
          [1, b.floor[0]],
        ])}"/>`,
      );
      parts.push(
        `<rect y="${n(top)}" width="${width}" height="5" fill="#FFFFFF" fill-opacity="${b.moody ? 0.08 : 0.35}"/>`,
      );
      parts.push(
        `<rect y="${n(top - 60)}" width="${width}" height="60" fill="${art.linear([
          [0, '#2B2118', 0],
          [1, '#2B2118', 0.1],
        ])}"/>`,
      );
    }
  }
  if (!b.moody) {
    // Daylight from a window on the left.
    parts.push(
      `<path d="M0,0 L${n(width * 0.42)},0 L${n(width * 0.12)},${height} L0,${height}Z" fill="#FFFFFF" fill-opacity=".09"/>`,
      `<path d="M${n(width * 0.5)},0 L${n(width * 0.6)},0 L${n(width * 0.3)},${height} L${n(width * 0.2)},${height}Z" fill="#FFFFFF" fill-opacity=".06"/>`,
    );
  }
  parts.push(
    `<rect width="${width}" height="${height}" fill="${art.radial(
      [
        [0.55, '#2B2118', 0],
        [1, '#2B2118', b.moody ? 0.55 : 0.14],
      ],
      0.5,
      0.45,
      0.75,
    )}"/>`,
  );
  return parts.join('');
}

function plantLeaves(rng: Rng, s: number): string {
  const leaves: string[] = [];
  const greens = ['#2F5D50', '#3F7A63', '#567F5E'];
  for (let i = 0; i < 11; i++) {
    const angle = -90 + between(rng, -60, 60);
    const len = between(rng, 110, 190) * s;
    const [ex, ey] = polar(len, angle);
    const c = at(greens, i);
    leaves.push(
      `<path d="M0,-10 Q${pt(ex * 0.3 - 20 * s, ey * 0.6)} ${pt(ex, ey)} Q${pt(ex * 0.6 + 20 * s, ey * 0.4)} 0,-10Z" fill="${c}"/>`,
      `<path d="M0,-10 Q${pt(ex * 0.45, ey * 0.5)} ${pt(ex, ey)}" stroke="#FFFFFF" stroke-opacity=".25" stroke-width="2" fill="none"/>`,
    );
  }
  return leaves.join('');
}

/** A potted plant or a dried-flower sprig, for styled shots. */
function plantProp(art: Art, rng: Rng, x: number, y: number, s: number): string {
  const pot = art.linear(
    [
      [0, '#C96F45'],
      [1, '#9C4A26'],
    ],
    0,
    0,
    1,
    0,
  );
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})">${shadow(art, 10, 118, 110, 16, 0.3)}${plantLeaves(rng, 1)}<path d="M-70,-12 L70,-12 L56,120 L-56,120Z" fill="${pot}"/><rect x="-78" y="-26" width="156" height="26" rx="6" fill="#B45A32"/><path d="M-60,40 L60,40" stroke="#FBF7F2" stroke-opacity=".5" stroke-width="5" stroke-dasharray="12 10"/></g>`;
}

function driedSprig(x: number, y: number, s: number, rot: number, color = '#D9B27C'): string {
  const parts: string[] = [`<path d="M0,0 Q30,-160 10,-330" stroke="#8C6A4F" stroke-width="5" fill="none"/>`];
  for (let i = 0; i < 9; i++) {
    const t = i / 9;
    const y0 = -40 - t * 290;
    const x0 = 22 * Math.sin(t * 2.4);
    const side = i % 2 === 0 ? 1 : -1;
    parts.push(
      `<ellipse cx="${n(x0 + side * 26)}" cy="${n(y0 - 14)}" rx="12" ry="34" fill="${color}" transform="rotate(${side * 35} ${n(x0 + side * 26)} ${n(y0 - 14)})"/>`,
    );
  }
  parts.push(`<ellipse cx="10" cy="-350" rx="16" ry="40" fill="${color}"/>`);
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${rot}) scale(${n(s)})">${parts.join('')}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Dream catcher: concentric web rings, beads and hanging feathers

interface DreamPalette {
  bg: readonly [string, string];
  hoop: string;
  wrap: string;
  thread: string;
  beads: readonly [string, string, string];
  feathers: readonly (readonly [string, string])[];
}

const DC_PALETTES: readonly DreamPalette[] = [
  {
    bg: ['#F4E6DC', '#E8D0C1'],
    hoop: '#C98B6B',
    wrap: '#8C5A3C',
    thread: '#FFF9F2',
    beads: ['#B4532A', '#E9B949', '#2F5D50'],
    feathers: [
      ['#FFF8F0', '#E2C2A6'],
      ['#F1B58B', '#B4532A'],
      ['#FFFFFF', '#D8B79A'],
    ],
  },
  {
    bg: ['#E6ECE0', '#CFDBC9'],
    hoop: '#D9C09A',
    wrap: '#8A6A4F',
    thread: '#FFFFFF',
    beads: ['#2F5D50', '#E9B949', '#FFFFFF'],
    feathers: [
      ['#FFFFFF', '#CAD6C3'],
      ['#A9C2A2', '#2F5D50'],
      ['#FFF6E8', '#E9B949'],
    ],
  },
  {
    bg: ['#E3E9EF', '#C9D4DF'],
    hoop: '#E9DCC6',
    wrap: '#7E6A55',
    thread: '#FFFFFF',
    beads: ['#3E8A8A', '#E9B949', '#B4532A'],
    feathers: [
      ['#FFFFFF', '#BFD5D8'],
      ['#7FB5B5', '#2E6E73'],
      ['#FFFFFF', '#E8D7BE'],
    ],
  },
  {
    bg: ['#F6EBCF', '#EBD6A9'],
    hoop: '#6B4A33',
    wrap: '#3E2A1D',
    thread: '#FFF6E5',
    beads: ['#B4532A', '#2B2118', '#FFFFFF'],
    feathers: [
      ['#FFF4E2', '#D9A36A'],
      ['#E6A15C', '#8E3F1D'],
      ['#FFFFFF', '#C9B08C'],
    ],
  },
  {
    bg: ['#EFE2E8', '#DCC6D1'],
    hoop: '#B98FA4',
    wrap: '#6D4A5E',
    thread: '#FFFFFF',
    beads: ['#7A4E6B', '#E9B949', '#FFFFFF'],
    feathers: [
      ['#FFFFFF', '#DDBFD0'],
      ['#C99AB6', '#7A4E6B'],
      ['#FFF7F0', '#E8C9B8'],
    ],
  },
  {
    bg: ['#EFE6DA', '#DDCDB9'],
    hoop: '#BFA27A',
    wrap: '#6B5035',
    thread: '#F8F1E6',
    beads: ['#8C6A4F', '#E9B949', '#2F5D50'],
    feathers: [
      ['#F4EBDD', '#8C6A4F'],
      ['#FFFFFF', '#BFA27A'],
      ['#D7B48E', '#6B5035'],
    ],
  },
];

function feather(
  art: Art,
  x: number,
  y: number,
  len: number,
  width: number,
  colors: readonly [string, string],
  rot: number,
): string {
  const L = len;
  const W = width;
  const fill = art.linear([
    [0, colors[0]],
    [0.55, colors[0]],
    [1, colors[1]],
  ]);
  const shape = `M0,0 C${pt(W * 0.62, L * 0.12)} ${pt(W * 0.62, L * 0.58)} ${pt(W * 0.34, L * 0.86)} Q${pt(W * 0.06, L * 1.03)} ${pt(-W * 0.22, L * 0.9)} C${pt(-W * 0.56, L * 0.62)} ${pt(-W * 0.56, L * 0.14)} 0,0Z`;
  const barbs: string[] = [];
  for (let t = 0.16; t < 0.86; t += 0.07) {
    const w = W * 0.5 * Math.sin(Math.PI * Math.min(1, t * 1.05)) ** 0.6;
    barbs.push(
      `M0,${n(L * t)} L${n(w * 0.95)},${n(L * t + L * 0.09)}M0,${n(L * t)} L${n(-w * 0.85)},${n(L * t + L * 0.09)}`,
    );
  }
  const splits = `M${n(W * 0.46)},${n(L * 0.42)} L${n(W * 0.16)},${n(L * 0.36)}M${n(-W * 0.42)},${n(L * 0.6)} L${n(-W * 0.12)},${n(L * 0.52)}`;
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})"><path d="${shape}" fill="${fill}" stroke="#2B2118" stroke-opacity=".1" stroke-width="2"/><path d="${barbs.join('')}" stroke="${colors[1]}" stroke-opacity=".45" stroke-width="2.2"/><path d="${splits}" stroke="#FFFFFF" stroke-opacity=".8" stroke-width="3"/><path d="M0,-14 Q${pt(W * 0.05, L * 0.5)} 0,${n(L * 0.93)}" stroke="${colors[1]}" stroke-width="3.5" fill="none"/><rect x="-5" y="-22" width="10" height="16" rx="3" fill="${colors[1]}"/></g>`;
}

/** Hoop, web, beads; centred on (cx, cy). */
function dreamWeb(art: Art, cx: number, cy: number, R: number, pal: DreamPalette, spokes: number): string {
  const parts: string[] = [];
  const inner = R - 10;
  const ring = (k: number) =>
    Array.from({ length: spokes }, (_, i) => {
      const r = inner * 0.79 ** k;
      const [x, y] = polar(r, (360 / spokes) * (i + k / 2) - 90);
      return [cx + x, cy + y] as Pt;
    });
  const rings = Math.max(3, Math.round(Math.log(0.16) / Math.log(0.79)));
  let d = '';
  for (let k = 1; k <= rings; k++) {
    const a = ring(k - 1);
    const b = ring(k);
    d += `M${pt(...a[0]!)}`;
    for (let i = 0; i < spokes; i++) d += `L${pt(...b[i]!)}L${pt(...at(a, i + 1))}`;
  }
  parts.push(
    `<path d="${d}" fill="none" stroke="${pal.thread}" stroke-width="${n(Math.max(2, R / 70))}" stroke-linejoin="round"/>`,
  );
  // beads on two of the rings
  for (const k of [2, 4]) {
    if (k > rings) continue;
    ring(k).forEach((p, i) => {
      if ((i + k) % 2 === 0) parts.push(bead(art, p[0], p[1], R / 26, at(pal.beads, i + k)));
    });
  }
  parts.push(bead(art, cx, cy, R / 14, pal.beads[0]));
  // hoop wrapped in cord
  parts.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="none" stroke="${pal.hoop}" stroke-width="${n(R / 10)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="none" stroke="${pal.wrap}" stroke-opacity=".35" stroke-width="${n(R / 10)}" stroke-dasharray="${n(R / 60)} ${n(R / 30)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R - R / 40)}" fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="${n(R / 80)}"/>`,
  );
  return parts.join('');
}

function rose(x: number, y: number, r: number, color: string, dark: string): string {
  return `<g transform="translate(${n(x)},${n(y)})"><circle r="${n(r)}" fill="${color}"/><path d="M${n(-r * 0.15)},${n(r * 0.1)} a${n(r * 0.25)},${n(r * 0.25)} 0 1 1 ${n(r * 0.35)},${n(r * 0.1)} a${n(r * 0.5)},${n(r * 0.5)} 0 1 1 ${n(-r * 0.75)},${n(-r * 0.2)} a${n(r * 0.72)},${n(r * 0.72)} 0 0 1 ${n(r * 1.2)},${n(-r * 0.3)}" fill="none" stroke="${dark}" stroke-width="${n(r * 0.12)}" stroke-linecap="round" stroke-opacity=".55"/></g>`;
}

function leafShape(
  x: number,
  y: number,
  len: number,
  width: number,
  angle: number,
  color: string,
  vein = '#FFFFFF',
): string {
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)})"><path d="M0,0 Q${pt(len * 0.45, -width)} ${pt(len, 0)} Q${pt(len * 0.45, width)} 0,0Z" fill="${color}"/><path d="M${n(len * 0.06)},0 L${n(len * 0.85)},0" stroke="${vein}" stroke-opacity=".35" stroke-width="${n(Math.max(1.5, width * 0.12))}"/></g>`;
}

function dreamCatcher(art: Art, rng: Rng, design: number): Motif {
  const pal = at(DC_PALETTES, design);
  const layout = design % 3;
  const parts: string[] = [];
  const R = layout === 1 ? 215 : 245;
  const cy = -175;
  const spokes = at([9, 10, 12, 8, 11, 10], design);
  // hanging loop to a nail
  parts.push(
    `<path d="M${n(-R * 0.42)},${n(cy - R * 0.9)} L0,-470 L${n(R * 0.42)},${n(cy - R * 0.9)}" fill="none" stroke="${pal.thread}" stroke-width="4"/><circle cx="0" cy="-472" r="9" fill="#6F6257"/>`,
  );
  // strands with beads and feathers
  const strands =
    layout === 1
      ? [-90, 0, 90]
      : at(
          [
            [-120, -60, 0, 60, 120],
            [-100, 0, 100],
            [-130, -45, 45, 130],
          ],
          design,
        );
  const mid = (strands.length - 1) / 2;
  strands.forEach((sx, i) => {
    const top = cy + Math.sqrt(Math.max(0, R * R - sx * sx));
    const drop = 70 + (mid - Math.abs(i - mid)) * 45 + between(rng, 0, 25);
    const fy = top + drop;
    const fcol = at(pal.feathers, i);
    const flen = between(rng, 175, 215) + (mid - Math.abs(i - mid)) * 20;
    parts.push(
      `<path d="M${n(sx)},${n(top)} L${n(sx)},${n(fy)}" stroke="${pal.thread}" stroke-width="3.5"/>`,
    );
    parts.push(bead(art, sx, top + drop * 0.35, 11, at(pal.beads, i)));
    parts.push(bead(art, sx, top + drop * 0.35 + 22, 8, at(pal.beads, i + 1)));
    parts.push(feather(art, sx, fy + 10, Math.min(flen, 440 - fy), 86, fcol, between(rng, -7, 7)));
  });
  if (layout === 1) {
    // twin mini hoops hanging at the sides
    for (const side of [-1, 1]) {
      const hx = side * 330;
      const hy = cy + 120;
      const r = 78;
      parts.push(
        `<path d="M${n(side * R * 0.92)},${n(cy + 50)} Q${pt(side * 280, cy + 20)} ${pt(hx, hy - r)}" fill="none" stroke="${pal.thread}" stroke-width="3"/>`,
      );
      parts.push(dreamWeb(art, hx, hy, r, pal, 7));
      parts.push(
        `<path d="M${n(hx)},${n(hy + r)} L${n(hx)},${n(hy + r + 40)}" stroke="${pal.thread}" stroke-width="3"/>`,
      );
      parts.push(bead(art, hx, hy + r + 22, 8, pal.beads[1]));
      parts.push(feather(art, hx, hy + r + 48, 150, 60, at(pal.feathers, side + 1), side * 4));
    }
  }
  parts.push(dreamWeb(art, 0, cy, R, pal, spokes));
  if (layout === 2) {
    // a cluster of roses and leaves on the lower left of the hoop
    const [fx, fy] = polar(R, 140);
    const cxy = [fx, cy + fy] as const;
    const flowerCols = [pal.beads[0], at(pal.feathers, 1)[0], '#FFF4EA'] as const;
    for (let i = 0; i < 6; i++) {
      parts.push(
        leafShape(
          cxy[0],
          cxy[1],
          between(rng, 70, 110),
          24,
          -30 + i * 48 + between(rng, -10, 10),
          i % 2 ? '#567F5E' : '#2F5D50',
        ),
      );
    }
    parts.push(rose(cxy[0] - 30, cxy[1] + 10, 40, flowerCols[0], '#2B2118'));
    parts.push(rose(cxy[0] + 34, cxy[1] - 18, 32, flowerCols[1], '#2B2118'));
    parts.push(rose(cxy[0] + 10, cxy[1] + 40, 24, flowerCols[2], '#6F6257'));
    for (let i = 0; i < 5; i++) {
      const [dx, dy] = polar(between(rng, 60, 90), between(rng, 150, 300));
      parts.push(`<circle cx="${n(cxy[0] + dx)}" cy="${n(cxy[1] + dy)}" r="7" fill="#FFFFFF"/>`);
    }
  }
  return {
    body: parts.join(''),
    backdrop: { kind: 'wall', bg: pal.bg, texture: 'plaster' },
    focus: [
      [0, cy],
      [0, cy + R + 160],
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Embroidery: a wooden hoop with floral stitches

const EMB_PALETTES = [
  {
    bg: ['#F3ECE2', '#E4D6C4'],
    fabric: '#FBF6EE',
    flowers: ['#D9785B', '#E9B949', '#F2B8A2'],
    leaf: ['#2F5D50', '#6E9B73'],
    knot: '#E9B949',
  },
  {
    bg: ['#E9EEF0', '#D3DDE2'],
    fabric: '#2F4A5A',
    flowers: ['#F4D6C6', '#E9B949', '#FFFFFF'],
    leaf: ['#8DB596', '#C7DDB5'],
    knot: '#F7E2A0',
  },
  {
    bg: ['#F6E9E4', '#EBD2CA'],
    fabric: '#F3E1D6',
    flowers: ['#B4532A', '#7A4E6B', '#E9B949'],
    leaf: ['#3F6B4E', '#86A97A'],
    knot: '#FFFFFF',
  },
  {
    bg: ['#EEF0E6', '#DADFCB'],
    fabric: '#E8EEDC',
    flowers: ['#C75D7B', '#F1A7A1', '#F6D36B'],
    leaf: ['#2F5D50', '#7FA36E'],
    knot: '#FFF3C4',
  },
  {
    bg: ['#F1E8DA', '#E2D2BA'],
    fabric: '#1F2A2E',
    flowers: ['#E9B949', '#E07A5F', '#F4F1DE'],
    leaf: ['#81B29A', '#3D7A65'],
    knot: '#F2CC8F',
  },
  {
    bg: ['#F4EEE8', '#E6DAD0'],
    fabric: '#FDF3E7',
    flowers: ['#5B7DB1', '#A7C4E5', '#E9B949'],
    leaf: ['#2F5D50', '#95B88F'],
    knot: '#E9B949',
  },
] as const;

function stitchedFlower(
  art: Art,
  x: number,
  y: number,
  r: number,
  color: string,
  center: string,
  petals: number,
  rot: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < petals; i++) {
    const a = rot + (360 / petals) * i;
    parts.push(
      `<ellipse cx="0" cy="${n(-r * 0.55)}" rx="${n(r * 0.26)}" ry="${n(r * 0.48)}" transform="rotate(${n(a)})" fill="${color}" stroke="#2B2118" stroke-opacity=".18" stroke-width="2"/>`,
      `<path d="M0,${n(-r * 0.2)} L0,${n(-r * 0.85)}" transform="rotate(${n(a)})" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="${n(r * 0.05)}"/>`,
    );
  }
  const knots: string[] = [];
  for (let i = 0; i < 7; i++) {
    const [kx, ky] = i === 0 ? [0, 0] : polar(r * 0.16, i * 60);
    knots.push(bead(art, kx, ky, r * 0.1, center));
  }
  return `<g transform="translate(${n(x)},${n(y)})">${parts.join('')}${knots.join('')}</g>`;
}

function lazyDaisy(x: number, y: number, r: number, color: string, rot: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M0,0 C${pt(r * 0.45, -r * 0.5)} ${pt(r * 0.3, -r)} 0,${n(-r)} C${pt(-r * 0.3, -r)} ${pt(-r * 0.45, -r * 0.5)} 0,0Z" transform="rotate(${n(rot + i * 72)})" fill="none" stroke="${color}" stroke-width="${n(r * 0.14)}" stroke-linejoin="round"/>`,
    );
  }
  return `<g transform="translate(${n(x)},${n(y)})">${parts.join('')}<circle r="${n(r * 0.14)}" fill="${color}"/></g>`;
}

function satinLeaf(
  x: number,
  y: number,
  len: number,
  angle: number,
  colors: readonly [string, string],
): string {
  const w = len * 0.36;
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)})"><path d="M0,0 Q${pt(len * 0.45, -w)} ${pt(len, 0)} L0,0Z" fill="${colors[0]}"/><path d="M0,0 Q${pt(len * 0.45, w)} ${pt(len, 0)} L0,0Z" fill="${colors[1]}"/><path d="M0,0 L${n(len)},0" stroke="#FFFFFF" stroke-opacity=".4" stroke-width="2"/></g>`;
}

function stem(points: readonly Pt[], color: string, width = 6): string {
  return `<path d="${smoothOpen(points)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${n(width * 2.4)} ${n(width * 0.7)}"/>`;
}

function embroideryStitches(art: Art, rng: Rng, design: number, R: number): string {
  const pal = at(EMB_PALETTES, design);
  const parts: string[] = [];
  const kind = design % 3;
  if (kind === 0) {
    // wreath
    const wr = R * 0.58;
    const ring: Pt[] = Array.from({ length: 17 }, (_, i) => polar(wr, 112 + i * 19.5));
    parts.push(stem(ring, pal.leaf[0]));
    for (let i = 0; i < 32; i++) {
      const a = 116 + i * 9.8;
      const [x, y] = polar(wr, a);
      const out = i % 2 ? 1 : -1;
      parts.push(satinLeaf(x, y, between(rng, 40, 58), a + 90 + out * 55 + between(rng, -10, 10), pal.leaf));
    }
    for (let i = 0; i < 14; i++) {
      const [x, y] = polar(wr + between(rng, -46, 46), 120 + between(rng, 0, 300));
      parts.push(lazyDaisy(x, y, 20, at(pal.flowers, i + 1), between(rng, 0, 72)));
    }
    [150, 205, 262, 318, 15].forEach((a, i) => {
      const [x, y] = polar(wr, a);
      parts.push(
        stitchedFlower(art, x, y, between(rng, 50, 66), at(pal.flowers, i), pal.knot, 8, between(rng, 0, 40)),
      );
    });
    const bowColor = pal.flowers[0];
    parts.push(
      `<g transform="translate(0,${n(wr + 8)}) scale(.6)"><path d="M0,0 C-60,-50 -90,10 -60,30 C-40,40 -20,20 0,0Z" fill="${bowColor}"/><path d="M0,0 C60,-50 90,10 60,30 C40,40 20,20 0,0Z" fill="${bowColor}"/><path d="M-4,4 L-40,80 M4,4 L44,76" stroke="${bowColor}" stroke-width="10" stroke-linecap="round"/><circle r="12" fill="${bowColor}"/></g>`,
    );
  } else if (kind === 1) {
    // bouquet tied with a bow
    const base: Pt = [0, R * 0.62];
    const heads: Pt[] = [
      [-R * 0.4, -R * 0.28],
      [-R * 0.05, -R * 0.5],
      [R * 0.34, -R * 0.32],
      [-R * 0.2, -R * 0.05],
      [R * 0.2, -R * 0.02],
    ];
    heads.forEach((h, i) => {
      const midPt: Pt = [(h[0] + base[0]) / 2 + between(rng, -20, 20), (h[1] + base[1]) / 2];
      parts.push(stem([base, midPt, h], pal.leaf[0], 5));
      parts.push(satinLeaf(midPt[0], midPt[1], 55, i % 2 ? -30 : -150, pal.leaf));
    });
    heads.forEach((h, i) => {
      if (i % 2 === 0)
        parts.push(
          stitchedFlower(
            art,
            h[0],
            h[1],
            between(rng, 50, 64),
            at(pal.flowers, i),
            pal.knot,
            7,
            between(rng, 0, 40),
          ),
        );
      else parts.push(lazyDaisy(h[0], h[1], 46, at(pal.flowers, i), between(rng, 0, 72)));
    });
    for (let i = 0; i < 14; i++) {
      const [x, y] = [between(rng, -R * 0.55, R * 0.55), between(rng, -R * 0.62, R * 0.05)];
      parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${at(pal.flowers, i)}"/>`);
    }
    const bow = pal.flowers[0];
    parts.push(
      `<g transform="translate(0,${n(R * 0.55)})"><path d="M0,0 C-60,-50 -90,10 -60,30 C-40,40 -20,20 0,0Z" fill="${bow}"/><path d="M0,0 C60,-50 90,10 60,30 C40,40 20,20 0,0Z" fill="${bow}"/><path d="M-4,4 L-40,90 M4,4 L44,84" stroke="${bow}" stroke-width="10" stroke-linecap="round"/><circle r="12" fill="${bow}" stroke="#2B2118" stroke-opacity=".2" stroke-width="2"/></g>`,
    );
  } else {
    // a curving branch with leaves and blossoms
    const pts: Pt[] = [
      [-R * 0.7, R * 0.55],
      [-R * 0.25, R * 0.2],
      [R * 0.05, -R * 0.15],
      [R * 0.45, -R * 0.55],
    ];
    parts.push(stem(pts, pal.leaf[0], 8));
    for (let i = 0; i < 9; i++) {
      const t = 0.12 + i * 0.095;
      const x = -R * 0.7 + t * R * 1.15;
      const y = R * 0.55 - t * R * 1.1;
      parts.push(
        satinLeaf(
          x,
          y,
          between(rng, 60, 85),
          i % 2 ? -20 + between(rng, -10, 10) : -150 + between(rng, -10, 10),
          pal.leaf,
        ),
      );
    }
    const blossoms: Pt[] = [
      [R * 0.42, -R * 0.55],
      [-R * 0.05, -R * 0.3],
      [R * 0.25, -R * 0.05],
      [-R * 0.4, R * 0.12],
    ];
    blossoms.forEach((b, i) => {
      parts.push(
        stitchedFlower(
          art,
          b[0],
          b[1],
          between(rng, 40, 62),
          at(pal.flowers, i),
          pal.knot,
          5,
          between(rng, 0, 60),
        ),
      );
    });
    for (let i = 0; i < 18; i++) {
      const [x, y] = polar(between(rng, 40, R * 0.8), between(rng, 0, 360));
      parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${pal.knot}" fill-opacity=".9"/>`);
    }
  }
  return parts.join('');
}

function hoop(art: Art, R: number, fabric: string, inside: string): string {
  const wood = art.linear(
    [
      [0, '#E3C08F'],
      [0.5, '#C9955D'],
      [1, '#A8733F'],
    ],
    0,
    0,
    1,
    1,
  );
  const weave = art.pattern(
    7,
    7,
    '<path d="M0 2h7M2 0v7" stroke="#2B2118" stroke-opacity=".06" stroke-width="1.4"/>',
  );
  const brass = art.linear(
    [
      [0, '#F1D48A'],
      [1, '#B08A3A'],
    ],
    0,
    0,
    1,
    0,
  );
  const clip = art.clip(`<circle r="${n(R)}"/>`);
  return `<circle r="${n(R)}" fill="${fabric}"/><circle r="${n(R)}" fill="${weave}"/><g ${clip}>${inside}<circle r="${n(R)}" fill="none" stroke="#2B2118" stroke-opacity=".12" stroke-width="30"/></g><circle r="${n(R + 14)}" fill="none" stroke="${wood}" stroke-width="26"/><circle r="${n(R + 1)}" fill="none" stroke="#8A5A2E" stroke-opacity=".5" stroke-width="4"/><circle r="${n(R + 24)}" fill="none" stroke="#FFFFFF" stroke-opacity=".25" stroke-width="3"/><g transform="translate(0,${n(-R - 30)})"><rect x="-30" y="-16" width="60" height="30" rx="6" fill="${brass}"/><rect x="-9" y="-58" width="18" height="44" rx="4" fill="${brass}"/><circle cy="-62" r="16" fill="${brass}" stroke="#8A6A2A" stroke-width="2"/></g>`;
}

function threadSkein(x: number, y: number, rot: number, color: string): string {
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})"><rect x="-90" y="-26" width="180" height="52" rx="26" fill="${color}"/><path d="M-80,-10 H80 M-82,4 H82 M-80,16 H80" stroke="#FFFFFF" stroke-opacity=".25" stroke-width="3"/><rect x="-28" y="-30" width="56" height="60" rx="4" fill="#F6EFE4"/><rect x="-28" y="-8" width="56" height="6" fill="${color}" fill-opacity=".6"/></g>`;
}

function embroidery(art: Art, rng: Rng, design: number): Motif {
  const pal = at(EMB_PALETTES, design);
  const R = 340;
  const inside = embroideryStitches(art, rng, design, R);
  const flat = design % 2 === 1;
  const parts: string[] = [];
  if (flat) {
    parts.push(
      threadSkein(-330, 360, -18, pal.flowers[0]),
      threadSkein(300, 390, 12, pal.leaf[0]),
      threadSkein(360, -380, 30, pal.flowers[1]),
    );
    parts.push(
      `<g transform="translate(-380,-300) rotate(35)"><path d="M0,-120 L0,120" stroke="#B8BEC4" stroke-width="6" stroke-linecap="round"/><ellipse cx="0" cy="-105" rx="2.5" ry="9" fill="#FBF7F2"/><path d="M0,-108 C60,-140 90,-40 40,10 C0,50 60,90 90,60" fill="none" stroke="${pal.flowers[0]}" stroke-width="4"/></g>`,
    );
    parts.push(shadow(art, 12, 26, R + 60, R + 60, 0.22));
  } else {
    parts.push(
      `<path d="M0,${n(-R - 92)} L0,-470" stroke="#8C6A4F" stroke-width="4"/><circle cy="-472" r="9" fill="#6F6257"/>`,
    );
  }
  parts.push(`<g transform="translate(0,${flat ? 0 : 20})">${hoop(art, R, pal.fabric, inside)}</g>`);
  return {
    body: parts.join(''),
    backdrop: flat
      ? { kind: 'flatlay', bg: pal.bg, texture: 'linen' }
      : { kind: 'wall', bg: pal.bg, texture: 'plaster' },
    focus: [
      [R * 0.2, -R * 0.2],
      [0, -R - 30],
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Lippan art: mirror dots and clay relief on a round (or square) panel

const LIPPAN_PALETTES = [
  { bg: ['#F3EBE1', '#E3D5C3'], board: '#1F4E5A', clay: '#F4EDE4' },
  { bg: ['#F2E9E1', '#E2D0C1'], board: '#7A2433', clay: '#F6EEE3' },
  { bg: ['#EEE9E2', '#D9D0C4'], board: '#2B2118', clay: '#EFE3D0' },
  { bg: ['#F1EEE6', '#DED8C8'], board: '#A84A2A', clay: '#F8F1E6' },
  { bg: ['#EAECEF', '#D0D6DD'], board: '#2D3561', clay: '#F5EFE6' },
  { bg: ['#F4EDDF', '#E4D7BD'], board: '#C9962B', clay: '#FFF8EC' },
] as const;

function mirror(
  art: Art,
  x: number,
  y: number,
  r: number,
  shape: 'circle' | 'diamond' | 'drop',
  rot = 0,
): string {
  const fill = art.radial(
    [
      [0, '#FFFFFF'],
      [0.45, '#D9E1E6'],
      [1, '#8E9BA5'],
    ],
    0.4,
    0.35,
    0.75,
  );
  let s: string;
  if (shape === 'circle') s = `<circle r="${n(r)}"/>`;
  else if (shape === 'diamond') s = `<path d="M0,${n(-r * 1.3)} L${n(r)},0 L0,${n(r * 1.3)} L${n(-r)},0Z"/>`;
  else s = `<path d="M0,${n(-r * 1.5)} Q${pt(r * 1.1, 0)} 0,${n(r)} Q${pt(-r * 1.1, 0)} 0,${n(-r * 1.5)}Z"/>`;
  const body = s.replace('/>', ` fill="${fill}"/>`);
  const ring = s.replace('/>', ` fill="none" stroke="CLAY" stroke-width="${n(Math.max(4, r * 0.35))}"/>`);
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})">${ring}${body}<circle cx="${n(-r * 0.3)}" cy="${n(-r * 0.35)}" r="${n(r * 0.22)}" fill="#FFFFFF" fill-opacity=".9"/></g>`;
}

function lippan(art: Art, _rng: Rng, design: number): Motif {
  const pal = at(LIPPAN_PALETTES, design);
  const square = design % 3 === 2;
  const Rb = 420;
  const clayLines: string[] = [];
  const mirrors: string[] = [];
  const dots: string[] = [];
  const petals = at([8, 12, 10, 8, 16, 12], design);
  const shape = at(['circle', 'diamond', 'drop'] as const, design);
  // outer border: two clay rings with a ring of small mirrors between
  clayLines.push(`<circle r="${Rb - 22}" fill="none"/>`, `<circle r="${Rb - 70}" fill="none"/>`);
  const border = square ? 28 : 36;
  for (let i = 0; i < border; i++) {
    const [x, y] = polar(Rb - 46, (360 / border) * i);
    mirrors.push(mirror(art, x, y, 10, 'circle'));
  }
  // zigzag band of arches with mirrors
  const zig = petals * 2;
  let d = '';
  for (let i = 0; i <= zig; i++) {
    const [x, y] = polar(i % 2 ? Rb - 80 : Rb - 175, (360 / zig) * i);
    d += `${i ? 'L' : 'M'}${pt(x, y)}`;
  }
  clayLines.push(`<path d="${d}Z" fill="none"/>`);
  for (let i = 0; i < zig; i += 2) {
    const [x, y] = polar(Rb - 112, (360 / zig) * (i + 1));
    mirrors.push(mirror(art, x, y, 13, shape, (360 / zig) * (i + 1) + 90));
  }
  for (let i = 0; i < zig; i += 2) {
    const [x, y] = polar(Rb - 150, (360 / zig) * i);
    dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="7"/>`);
  }
  clayLines.push(`<circle r="${Rb - 200}" fill="none"/>`);
  // dotted ring
  for (let i = 0; i < 40; i++) {
    const [x, y] = polar(Rb - 222, 9 * i);
    dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="5"/>`);
  }
  // central flower: petals with mirrors, a big mirror in the middle
  const pr = Rb - 250;
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    clayLines.push(
      `<path d="M0,0 C${pt(pr * 0.35, -pr * 0.25)} ${pt(pr * 0.35, -pr * 0.75)} 0,${n(-pr)} C${pt(-pr * 0.35, -pr * 0.75)} ${pt(-pr * 0.35, -pr * 0.25)} 0,0Z" transform="rotate(${n(a)})" fill="none"/>`,
    );
    const [mx, my] = polar(pr * 0.62, a - 90);
    mirrors.push(mirror(art, mx, my, 11, 'drop', a));
  }
  clayLines.push(`<circle r="62" fill="none"/>`);
  mirrors.push(mirror(art, 0, 0, 40, 'circle'));
  for (let i = 0; i < 12; i++) {
    const [x, y] = polar(pr + 18, 30 * i + 15);
    dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="8"/>`);
  }
  const relief = clayLines.join('');
  const reliefStroke = (color: string, opacity: number, dx: number, dy: number, width: number) =>
    `<g transform="translate(${dx},${dy})" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round">${relief}</g><g transform="translate(${dx},${dy})" fill="${color}" fill-opacity="${opacity}">${dots.join('')}</g>`;
  const boardShape = square
    ? `<rect x="${-Rb}" y="${-Rb}" width="${Rb * 2}" height="${Rb * 2}" rx="28"/>`
    : `<circle r="${Rb}"/>`;
  const boardFill = art.radial(
    [
      [0, pal.board],
      [1, pal.board],
    ],
    0.4,
    0.35,
    0.8,
  );
  const board = boardShape.replace('/>', ` fill="${boardFill}"/>`);
  const edge = boardShape.replace(
    '/>',
    ` fill="none" stroke="#FFFFFF" stroke-opacity=".18" stroke-width="6"/>`,
  );
  const corners = square
    ? [45, 135, 225, 315]
        .map((a) => {
          const [x, y] = polar(Rb * 1.25, a);
          return mirror(art, x, y, 22, 'circle') + mirror(art, x * 0.86, y * 0.86, 9, 'circle');
        })
        .join('')
    : '';
  const body = `<g>${board}${edge}${reliefStroke('#000000', 0.28, 3, 5, 13)}${reliefStroke(pal.clay, 1, 0, 0, 11)}${mirrors.join('').replaceAll('CLAY', pal.clay)}${corners.replaceAll('CLAY', pal.clay)}</g>`;
  return {
    body: `<path d="M-140,${-Rb + 40} L0,-478 L140,${-Rb + 40}" fill="none" stroke="#8C6A4F" stroke-width="4"/><circle cy="-480" r="9" fill="#6F6257"/><g transform="translate(0,20) scale(.98)">${body}</g>`,
    backdrop: { kind: 'wall', bg: pal.bg, texture: 'plaster' },
    focus: [
      [0, 0],
      [Rb * 0.55, -Rb * 0.55],
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Resin art: ocean and geode swirls with gold veins

const RESIN_PALETTES = [
  {
    kind: 'ocean',
    bg: ['#EEF1EE', '#D7DFDA'],
    colors: ['#E8D3B0', '#7FD1C7', '#2A9DA0', '#17607A', '#0E3A55'],
  },
  {
    kind: 'geode',
    bg: ['#F3EEF2', '#E0D6DF'],
    colors: ['#3B2A52', '#6E4C8C', '#B487C9', '#F0D6F2', '#FFFFFF'],
  },
  {
    kind: 'coasters',
    bg: ['#E9DCCB', '#D4BFA6'],
    colors: ['#0E3A55', '#2A9DA0', '#7FD1C7', '#FFFFFF', '#E8D3B0'],
  },
  {
    kind: 'geode',
    bg: ['#EEF2F0', '#D3DFDA'],
    colors: ['#0F3D3A', '#1F7A6D', '#6CC5B0', '#D8F3EA', '#FFFFFF'],
  },
  {
    kind: 'ocean',
    bg: ['#F2EDE6', '#DFD5C7'],
    colors: ['#F0DCC0', '#9ED9E0', '#3FA7C6', '#1E5F99', '#14365E'],
  },
  {
    kind: 'florals',
    bg: ['#F4EBE4', '#E3D3C5'],
    colors: ['#F6C1C7', '#E9B949', '#FFFFFF', '#C75D7B', '#7FA36E'],
  },
] as const;

function goldFill(art: Art): string {
  return art.linear(
    [
      [0, '#F7E3A1'],
      [0.35, '#D4A63C'],
      [0.65, '#F3D57E'],
      [1, '#A97C22'],
    ],
    0,
    0,
    1,
    1,
  );
}

function goldVeins(rng: Rng, r: number, count: number, width = 5): string {
  const gold = '#D9AE4A';
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = between(rng, 0, 360);
    const pts: Pt[] = [];
    for (let k = 0; k < 5; k++) {
      const [x, y] = polar(r * (0.15 + k * 0.22), a + between(rng, -18, 18) + k * 8);
      pts.push([x, y]);
    }
    out.push(
      `<path d="${smoothOpen(pts)}" fill="none" stroke="${gold}" stroke-width="${n(between(rng, width * 0.5, width))}" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

function oceanDisc(art: Art, rng: Rng, r: number, colors: readonly string[]): string {
  const clip = art.clip(`<circle r="${n(r)}"/>`);
  const layers: string[] = [];
  const bands = colors.length;
  for (let i = 0; i < bands; i++) {
    const yTop = -r + (i * 2 * r) / bands - 20;
    const pts: Pt[] = [];
    for (let k = 0; k <= 7; k++) {
      const x = -r - 60 + ((2 * r + 120) * k) / 7;
      pts.push([x, yTop + between(rng, -r * 0.1, r * 0.1) + x * 0.22]);
    }
    const wave = smoothOpen(pts);
    layers.push(
      `<path d="${wave} L${n(r + 60)},${n(r + 60)} L${n(-r - 60)},${n(r + 60)}Z" fill="${colors[i]}"/>`,
    );
    if (i > 0) {
      layers.push(
        `<path d="${wave}" fill="none" stroke="#FFFFFF" stroke-width="${n(r * 0.03)}" stroke-dasharray="${n(r * 0.02)} ${n(r * 0.012)} ${n(r * 0.05)} ${n(r * 0.015)}" stroke-linecap="round" stroke-opacity=".95"/>`,
        `<path d="${wave}" transform="translate(0,${n(r * 0.05)})" fill="none" stroke="#FFFFFF" stroke-width="${n(r * 0.012)}" stroke-dasharray="${n(r * 0.01)} ${n(r * 0.025)}" stroke-linecap="round" stroke-opacity=".7"/>`,
      );
    }
  }
  const gloss = art.linear(
    [
      [0, '#FFFFFF', 0.35],
      [0.5, '#FFFFFF', 0],
    ],
    0,
    0,
    1,
    1,
  );
  return `<g ${clip}>${layers.join('')}<circle r="${n(r)}" fill="${gloss}"/></g><circle r="${n(r)}" fill="none" stroke="${goldFill(art)}" stroke-width="${n(r * 0.05)}"/>`;
}

function geodeSlice(art: Art, rng: Rng, r: number, colors: readonly string[]): string {
  const parts: string[] = [];
  const outline = blob(rng, r, 0.12, 10, 0.88);
  parts.push(`<path d="${outline}" fill="${goldFill(art)}"/>`);
  const steps = 7;
  for (let i = 1; i <= steps; i++) {
    const s = 1 - i * 0.11;
    parts.push(
      `<path d="${outline}" transform="scale(${s.toFixed(3)}) rotate(${n(between(rng, -4, 4))})" fill="${at(colors, i - 1)}"/>`,
    );
    if (i === 2 || i === 5)
      parts.push(
        `<path d="${outline}" transform="scale(${(s - 0.05).toFixed(3)})" fill="none" stroke="#FFFFFF" stroke-opacity=".55" stroke-width="6"/>`,
      );
  }
  // crystals in the hollow centre
  for (let i = 0; i < 22; i++) {
    const [x, y] = polar(between(rng, 0, r * 0.2), between(rng, 0, 360));
    const s = between(rng, 10, 26);
    parts.push(
      `<path d="M${pt(x, y - s)} L${pt(x + s * 0.7, y)} L${pt(x, y + s * 0.6)} L${pt(x - s * 0.7, y)}Z" fill="${i % 3 ? '#FFFFFF' : colors[2]!}" fill-opacity="${n(between(rng, 0.6, 1))}"/>`,
    );
  }
  const clip = art.clip(`<path d="${outline}"/>`);
  parts.push(`<g ${clip}>${goldVeins(rng, r * 0.9, 3, 7)}</g>`);
  return parts.join('');
}

function resin(art: Art, rng: Rng, design: number): Motif {
  const pal = at(RESIN_PALETTES, design);
  const parts: string[] = [];
  if (pal.kind === 'ocean') {
    parts.push(shadow(art, 20, 40, 440, 440, 0.32));
    parts.push(oceanDisc(art, rng, 420, pal.colors));
  } else if (pal.kind === 'geode') {
    parts.push(shadow(art, 18, 36, 430, 380, 0.3));
    parts.push(geodeSlice(art, rng, 420, pal.colors));
  } else if (pal.kind === 'coasters') {
    const spots: Pt[] = [
      [-210, -200],
      [210, -180],
      [-190, 220],
      [220, 230],
    ];
    spots.forEach(([x, y], i) => {
      parts.push(shadow(art, x + 12, y + 22, 200, 200, 0.3));
      parts.push(
        `<g transform="translate(${x},${y}) rotate(${n(i * 37)})">${
          i % 2 === 0
            ? oceanDisc(art, rng, 180, pal.colors)
            : geodeSlice(art, rng, 175, [...pal.colors].reverse())
        }</g>`,
      );
    });
  } else {
    // pressed flowers in clear resin with gold flakes
    const r = 400;
    const clip = art.clip(`<circle r="${r}"/>`);
    const tint = art.radial([
      [0, '#FFFFFF', 0.7],
      [1, pal.colors[0], 0.55],
    ]);
    const inner: string[] = [`<circle r="${r}" fill="${tint}"/>`];
    for (let i = 0; i < 16; i++) {
      const [x, y] = polar(between(rng, 40, 330), (360 / 16) * i + between(rng, -8, 8));
      inner.push(
        leafShape(
          x,
          y,
          between(rng, 80, 130),
          26,
          between(rng, 0, 360),
          at(['#7FA36E', '#9DB98A', '#567F5E'], i),
        ),
      );
    }
    for (let i = 0; i < 13; i++) {
      const [x, y] =
        i === 0
          ? [0, 0]
          : polar(i < 6 ? between(rng, 130, 170) : between(rng, 250, 320), i * 61 + between(rng, -10, 10));
      inner.push(
        stitchedFlower(
          art,
          x,
          y,
          between(rng, 52, 84),
          at(pal.colors, i),
          '#E9B949',
          5 + (i % 2),
          between(rng, 0, 70),
        ),
      );
    }
    for (let i = 0; i < 40; i++) {
      const [x, y] = polar(between(rng, 0, r), between(rng, 0, 360));
      const s = between(rng, 4, 12);
      inner.push(`<path d="M${pt(x, y)} l${n(s)},${n(s * 0.4)} l${n(-s * 0.3)},${n(s)}Z" fill="#D9AE4A"/>`);
    }
    const gloss = art.linear(
      [
        [0, '#FFFFFF', 0.5],
        [0.45, '#FFFFFF', 0],
      ],
      0,
      0,
      1,
      1,
    );
    parts.push(shadow(art, 16, 36, 440, 440, 0.22));
    parts.push(`<circle r="${r}" fill="#FFFFFF" fill-opacity=".35"/>`);
    parts.push(`<g ${clip}>${inner.join('')}<circle r="${r}" fill="${gloss}"/></g>`);
    parts.push(`<circle r="${r}" fill="none" stroke="${goldFill(art)}" stroke-width="16"/>`);
  }
  return {
    body: parts.join(''),
    backdrop: { kind: 'flatlay', bg: pal.bg, texture: pal.kind === 'coasters' ? 'wood' : 'linen' },
    focus: [
      [120, -120],
      [-150, 150],
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Illustration: a framed botanical or landscape print

const ILLUS_PALETTES = [
  {
    bg: ['#EFEAE3', '#DCD3C7'],
    frame: '#8C6A4F',
    paper: '#FBF6EC',
    kind: 'botanical',
    ink: ['#2F5D50', '#6E9B73', '#B4532A'],
  },
  {
    bg: ['#E8ECEA', '#D0D9D5'],
    frame: '#2B2118',
    paper: '#F7EBDD',
    kind: 'landscape',
    ink: ['#F3C98B', '#E58F65', '#B4532A', '#2F5D50', '#1F3B35'],
  },
  {
    bg: ['#F3ECE4', '#E2D6C9'],
    frame: '#F8F5F0',
    paper: '#F4E4D0',
    kind: 'arch',
    ink: ['#D9785B', '#E9B949', '#2F5D50', '#F7D9C4'],
  },
  {
    bg: ['#ECE9E4', '#D8D2C9'],
    frame: '#C9A66B',
    paper: '#FBF8F1',
    kind: 'botanical',
    ink: ['#3F6B4E', '#A3B98A', '#E9B949'],
  },
  {
    bg: ['#EDE6DD', '#D9CCBC'],
    frame: '#5A4030',
    paper: '#E9F0EC',
    kind: 'landscape',
    ink: ['#CFE3E0', '#8FC1BC', '#3E8A8A', '#2F5D50', '#20403A'],
  },
  {
    bg: ['#F4EFE6', '#E4DACB'],
    frame: '#2B2118',
    paper: '#F7EFE2',
    kind: 'arch',
    ink: ['#2F5D50', '#E9B949', '#B4532A', '#E8D7BE'],
  },
] as const;

function illustrationArt(
  art: Art,
  rng: Rng,
  pal: (typeof ILLUS_PALETTES)[number],
  w: number,
  h: number,
): string {
  const parts: string[] = [
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" fill="${pal.paper}"/>`,
  ];
  if (pal.kind === 'botanical') {
    const stems = 3;
    for (let s = 0; s < stems; s++) {
      const x0 = (s - 1) * w * 0.22 + between(rng, -12, 12);
      const top = -h * 0.38 + between(rng, 0, h * 0.12);
      const bend = between(rng, -40, 40);
      const pts: Pt[] = [
        [x0, h * 0.4],
        [x0 + bend * 0.5, h * 0.05],
        [x0 + bend, top],
      ];
      parts.push(`<path d="${smoothOpen(pts)}" fill="none" stroke="${pal.ink[0]}" stroke-width="4"/>`);
      for (let i = 0; i < 10; i++) {
        const t = 0.1 + i * 0.085;
        const y = h * 0.4 - t * (h * 0.4 - top);
        const x = x0 + bend * t;
        const side = i % 2 ? 1 : -1;
        parts.push(
          leafShape(
            x,
            y,
            between(rng, 62, 92) * (1 - t * 0.45),
            22,
            (side === 1 ? -30 : -150) + between(rng, -8, 8),
            at(pal.ink, i % 2),
          ),
        );
      }
      if (s === 1) {
        parts.push(stitchedFlower(art, x0 + bend, top - 14, 52, pal.ink[2], '#2B2118', 7, 10));
      } else {
        parts.push(
          `<path d="M${pt(x0 + bend, top + 6)} q-16,-26 0,-44 q16,18 0,44Z" fill="${pal.ink[2]}"/><path d="M${pt(x0 + bend, top + 6)} q-26,-14 -26,-34 q18,6 26,34Z" fill="${pal.ink[2]}" fill-opacity=".7"/><path d="M${pt(x0 + bend, top + 6)} q26,-14 26,-34 q-18,6 -26,34Z" fill="${pal.ink[2]}" fill-opacity=".7"/>`,
        );
      }
    }
  } else if (pal.kind === 'landscape') {
    const sky = art.linear([
      [0, pal.ink[0]],
      [1, pal.paper],
    ]);
    parts.push(`<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" fill="${sky}"/>`);
    parts.push(`<circle cx="${n(w * 0.15)}" cy="${n(-h * 0.12)}" r="${n(w * 0.16)}" fill="${pal.ink[1]}"/>`);
    for (let i = 0; i < 4; i++) {
      const y0 = -h * 0.05 + i * h * 0.12;
      const pts: Pt[] = [];
      for (let k = 0; k <= 5; k++)
        pts.push([-w / 2 - 20 + ((w + 40) * k) / 5, y0 + between(rng, -h * 0.06, h * 0.04)]);
      parts.push(
        `<path d="${smoothOpen(pts)} L${n(w / 2 + 20)},${n(h / 2)} L${n(-w / 2 - 20)},${n(h / 2)}Z" fill="${at(pal.ink, i + 1)}"/>`,
      );
    }
    // coconut palms and birds
    for (const [px, ph] of [
      [-w * 0.3, h * 0.36],
      [-w * 0.18, h * 0.28],
    ] as const) {
      const baseY = h * 0.42;
      parts.push(
        `<path d="M${n(px)},${n(baseY)} Q${pt(px + 18, baseY - ph * 0.5)} ${pt(px + 8, baseY - ph)}" fill="none" stroke="${pal.ink[4]}" stroke-width="7"/>`,
      );
      for (let f = 0; f < 6; f++) {
        const [fx, fy] = polar(w * 0.12, -180 + f * 36 + between(rng, -8, 8));
        parts.push(
          `<path d="M${pt(px + 8, baseY - ph)} Q${pt(px + 8 + fx * 0.5, baseY - ph + fy * 0.5 - 18)} ${pt(px + 8 + fx, baseY - ph + Math.abs(fy) * 0.2 + 12)}" fill="none" stroke="${pal.ink[4]}" stroke-width="6" stroke-linecap="round"/>`,
        );
      }
    }
    for (let b = 0; b < 3; b++) {
      const bx = w * (0.05 + b * 0.09);
      const by = -h * (0.3 - b * 0.04);
      parts.push(
        `<path d="M${pt(bx - 14, by)} q7,-9 14,0 q7,-9 14,0" fill="none" stroke="${pal.ink[4]}" stroke-width="3"/>`,
      );
    }
  } else {
    const aw = w * 0.62;
    const ah = h * 0.66;
    const arch = `M${n(-aw / 2)},${n(ah / 2)} L${n(-aw / 2)},${n(-ah / 2 + aw / 2)} A${n(aw / 2)},${n(aw / 2)} 0 0 1 ${n(aw / 2)},${n(-ah / 2 + aw / 2)} L${n(aw / 2)},${n(ah / 2)}Z`;
    const clip = art.clip(`<path d="${arch}"/>`);
    const sky = art.linear([
      [0, pal.ink[3]],
      [1, pal.paper],
    ]);
    parts.push(`<path d="${arch}" fill="${sky}"/>`);
    parts.push(
      `<g ${clip}><circle cx="0" cy="${n(-ah * 0.02)}" r="${n(aw * 0.26)}" fill="${pal.ink[1]}"/><path d="M${n(-aw)},${n(ah * 0.12)} Q0,${n(-ah * 0.1)} ${n(aw)},${n(ah * 0.16)} L${n(aw)},${n(ah)} L${n(-aw)},${n(ah)}Z" fill="${pal.ink[2]}" fill-opacity=".75"/><path d="M${n(-aw)},${n(ah * 0.26)} Q${n(aw * 0.2)},${n(ah * 0.08)} ${n(aw)},${n(ah * 0.3)} L${n(aw)},${n(ah)} L${n(-aw)},${n(ah)}Z" fill="${pal.ink[0]}"/><path d="M${n(-aw)},${n(ah * 0.42)} Q${n(-aw * 0.1)},${n(ah * 0.28)} ${n(aw)},${n(ah * 0.44)} L${n(aw)},${n(ah)} L${n(-aw)},${n(ah)}Z" fill="${pal.ink[2]}"/></g>`,
    );
    for (let i = 0; i <= 12; i++) {
      const [x, y] = polar(aw / 2 + 34, 180 + i * 15);
      parts.push(`<circle cx="${n(x)}" cy="${n(y - ah / 2 + aw / 2)}" r="6" fill="${pal.ink[2]}"/>`);
    }
    parts.push(
      `<rect x="${n(-aw / 2 - 34)}" y="${n(ah / 2 + 22)}" width="${n(aw + 68)}" height="8" rx="4" fill="${pal.ink[0]}"/>`,
    );
  }
  return parts.join('');
}

function frame(art: Art, w: number, h: number, color: string, inner: string): string {
  const bevel = art.linear(
    [
      [0, '#FFFFFF', 0.25],
      [1, '#000000', 0.2],
    ],
    0,
    0,
    1,
    1,
  );
  const f = 34;
  const mat = 46;
  const clip = art.clip(`<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}"/>`);
  return `<rect x="${n(-w / 2 - mat - f)}" y="${n(-h / 2 - mat - f)}" width="${n(w + 2 * (mat + f))}" height="${n(h + 2 * (mat + f))}" rx="4" fill="${color}"/><rect x="${n(-w / 2 - mat - f)}" y="${n(-h / 2 - mat - f)}" width="${n(w + 2 * (mat + f))}" height="${n(h + 2 * (mat + f))}" rx="4" fill="${bevel}"/><rect x="${n(-w / 2 - mat)}" y="${n(-h / 2 - mat)}" width="${n(w + 2 * mat)}" height="${n(h + 2 * mat)}" fill="#FFFDF8"/><rect x="${n(-w / 2 - mat)}" y="${n(-h / 2 - mat)}" width="${n(w + 2 * mat)}" height="${n(h + 2 * mat)}" fill="none" stroke="#2B2118" stroke-opacity=".12" stroke-width="6"/><g ${clip}>${inner}</g><rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="#2B2118" stroke-opacity=".15" stroke-width="3"/>`;
}

function illustration(art: Art, rng: Rng, design: number): Motif {
  const pal = at(ILLUS_PALETTES, design);
  const w = 470;
  const h = 620;
  const inner = illustrationArt(art, rng, pal, w, h);
  return {
    body: `<path d="M-160,${n(-h / 2 - 80)} L0,-478 L160,${n(-h / 2 - 80)}" fill="none" stroke="#6F6257" stroke-width="3"/><circle cy="-480" r="9" fill="#6F6257"/><g transform="translate(0,12)">${frame(art, w, h, pal.frame, inner)}</g>`,
    backdrop: { kind: 'wall', bg: pal.bg, texture: 'plaster' },
    focus: [
      [0, -60],
      [w * 0.3, h * 0.3],
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Candles: warm glow, jars, pillars and clay diyas

const CANDLE_PALETTES = [
  {
    bg: ['#4A3226', '#2B1D16'],
    floor: ['#5A3C2B', '#3B271D'],
    wax: '#F6EBD9',
    accent: '#B4532A',
    kind: 'jars',
  },
  {
    bg: ['#3E2A33', '#22161C'],
    floor: ['#4E343C', '#2E1E24'],
    wax: '#F3D9DC',
    accent: '#7A4E6B',
    kind: 'pillars',
  },
  {
    bg: ['#3B2A1E', '#1F140E'],
    floor: ['#6B3A22', '#3A2014'],
    wax: '#F7E7C6',
    accent: '#C96F2E',
    kind: 'diyas',
  },
  {
    bg: ['#2E3A36', '#18201D'],
    floor: ['#3E4D47', '#222B28'],
    wax: '#E9F0E6',
    accent: '#2F5D50',
    kind: 'jars',
  },
  {
    bg: ['#4B3524', '#2A1C12'],
    floor: ['#7A5A3F', '#4A3422'],
    wax: '#FFF4E2',
    accent: '#E9B949',
    kind: 'tins',
  },
  {
    bg: ['#402A24', '#241714'],
    floor: ['#5C3A30', '#36221C'],
    wax: '#F7D8C5',
    accent: '#B4532A',
    kind: 'pillars',
  },
] as const;

function flame(art: Art, x: number, y: number, s: number): string {
  const glow = art.radial([
    [0, '#FFD27A', 0.55],
    [0.35, '#FFB347', 0.18],
    [1, '#FF9A3C', 0],
  ]);
  const core = art.linear([
    [0, '#FFF7D6'],
    [0.6, '#FFD36B'],
    [1, '#F08A24'],
  ]);
  return `<circle cx="${n(x)}" cy="${n(y - 20 * s)}" r="${n(170 * s)}" fill="${glow}"/><path d="M${n(x)},${n(y - 62 * s)} C${pt(x + 22 * s, y - 28 * s)} ${pt(x + 18 * s, y)} ${pt(x, y + 4 * s)} C${pt(x - 18 * s, y)} ${pt(x - 22 * s, y - 28 * s)} ${pt(x, y - 62 * s)}Z" fill="${core}"/><path d="M${n(x)},${n(y - 30 * s)} C${pt(x + 7 * s, y - 14 * s)} ${pt(x + 6 * s, y - 2 * s)} ${pt(x, y)} C${pt(x - 6 * s, y - 2 * s)} ${pt(x - 7 * s, y - 14 * s)} ${pt(x, y - 30 * s)}Z" fill="#FFFFFF" fill-opacity=".8"/><path d="M${n(x)},${n(y + 4 * s)} L${n(x)},${n(y + 16 * s)}" stroke="#2B2118" stroke-width="${n(4 * s)}"/>`;
}

function jarCandle(
  art: Art,
  x: number,
  base: number,
  w: number,
  h: number,
  wax: string,
  label: string,
): string {
  const glass = art.linear(
    [
      [0, '#FFFFFF', 0.28],
      [0.2, '#FFFFFF', 0.08],
      [0.8, '#FFFFFF', 0.05],
      [1, '#FFFFFF', 0.22],
    ],
    0,
    0,
    1,
    0,
  );
  const waxFill = art.linear(
    [
      [0, wax],
      [1, '#D9C3A3'],
    ],
    0,
    0,
    1,
    0,
  );
  const top = base - h;
  const waxTop = top + h * 0.22;
  return `${shadow(art, x, base, w * 0.75, 18, 0.5, '#000000')}<rect x="${n(x - w / 2)}" y="${n(waxTop)}" width="${n(w)}" height="${n(base - waxTop)}" rx="${n(w * 0.08)}" fill="${waxFill}"/><ellipse cx="${n(x)}" cy="${n(waxTop)}" rx="${n(w / 2)}" ry="${n(w * 0.1)}" fill="#FFF5E0"/><rect x="${n(x - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.1)}" fill="${glass}" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="3"/><rect x="${n(x - w / 2 + 3)}" y="${n(base - h * 0.58)}" width="${n(w - 6)}" height="${n(h * 0.3)}" fill="${label}"/><path d="M${n(x - w * 0.25)},${n(base - h * 0.43)} h${n(w * 0.5)}" stroke="#2B2118" stroke-opacity=".35" stroke-width="4" stroke-dasharray="10 8"/><rect x="${n(x - w / 2 + 10)}" y="${n(top + 10)}" width="${n(w * 0.08)}" height="${n(h - 30)}" rx="6" fill="#FFFFFF" fill-opacity=".3"/>${flame(art, x, waxTop - 6, w / 170)}`;
}

function pillarCandle(art: Art, x: number, base: number, w: number, h: number, wax: string): string {
  const waxFill = art.linear(
    [
      [0, '#FFFFFF', 0.9],
      [0.3, wax],
      [1, '#B99A86'],
    ],
    0,
    0,
    1,
    0,
  );
  const top = base - h;
  const drips = [0.16, 0.5, 0.82]
    .map((t, i) => {
      const dx = x - w / 2 + w * t;
      const len = 40 + i * 22;
      return `<path d="M${n(dx - 12)},${n(top + 6)} L${n(dx - 7)},${n(top + len)} A7,7 0 0 0 ${n(dx + 7)},${n(top + len)} L${n(dx + 12)},${n(top + 6)}Z" fill="#FFFFFF" fill-opacity=".5" stroke="#2B2118" stroke-opacity=".08" stroke-width="2"/>`;
    })
    .join('');
  return `${shadow(art, x, base, w * 0.8, 18, 0.5, '#000000')}<rect x="${n(x - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.06)}" fill="${waxFill}"/><ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(w / 2)}" ry="${n(w * 0.12)}" fill="#FFF6EA"/><ellipse cx="${n(x)}" cy="${n(top + 4)}" rx="${n(w / 2.6)}" ry="${n(w * 0.07)}" fill="${wax}"/>${drips}${flame(art, x, top - 4, w / 170)}`;
}

function diya(art: Art, x: number, base: number, s: number, accent: string): string {
  const clay = art.linear(
    [
      [0, '#D9824F'],
      [1, '#8E4222'],
    ],
    0,
    0,
    0,
    1,
  );
  const dots = Array.from(
    { length: 7 },
    (_, i) => `<circle cx="${n(-60 + i * 20)}" cy="-22" r="5" fill="#FBE3B0"/>`,
  ).join('');
  return `<g transform="translate(${n(x)},${n(base)}) scale(${n(s)})">${shadow(art, 0, 0, 120, 14, 0.55, '#000000')}<path d="M-95,-50 Q-80,0 0,0 Q80,0 110,-60 L130,-78 Q60,-56 0,-58 Q-60,-60 -95,-50Z" fill="${clay}"/><ellipse cx="10" cy="-57" rx="100" ry="14" fill="#5E2A14"/><ellipse cx="6" cy="-58" rx="80" ry="9" fill="#E9B949" fill-opacity=".8"/>${dots}<path d="M-80,-36 Q0,-14 95,-44" fill="none" stroke="${accent}" stroke-width="5"/></g>${flame(art, x + 118 * s, base - 84 * s, s * 0.9)}`;
}

function marigold(x: number, y: number, r: number): string {
  const rings = [1, 0.72, 0.45]
    .map(
      (k, i) =>
        `<circle r="${n(r * k)}" fill="${i === 1 ? '#F2A03D' : '#E9862A'}" stroke="#C8641B" stroke-width="3" stroke-dasharray="6 5"/>`,
    )
    .join('');
  return `<g transform="translate(${n(x)},${n(y)})">${rings}<circle r="${n(r * 0.18)}" fill="#C8641B"/></g>`;
}

function candles(art: Art, rng: Rng, design: number): Motif {
  const pal = at(CANDLE_PALETTES, design);
  const base = 300;
  const parts: string[] = [];
  const warm = art.radial([
    [0, '#FFB55C', 0.35],
    [1, '#FFB55C', 0],
  ]);
  parts.push(`<ellipse cx="0" cy="${base - 120}" rx="620" ry="520" fill="${warm}"/>`);
  if (pal.kind === 'jars') {
    parts.push(jarCandle(art, -250, base - 10, 190, 230, pal.wax, '#E8D7BE'));
    parts.push(jarCandle(art, 240, base + 5, 200, 260, pal.wax, pal.accent));
    parts.push(jarCandle(art, 0, base + 40, 240, 330, pal.wax, '#F4EDE4'));
  } else if (pal.kind === 'pillars') {
    parts.push(pillarCandle(art, -230, base, 170, 420, pal.wax));
    parts.push(pillarCandle(art, 10, base + 30, 190, 300, pal.wax));
    parts.push(pillarCandle(art, 240, base + 10, 150, 220, pal.wax));
    parts.push(
      `<path d="M-340,${base + 60} Q0,${base + 110} 360,${base + 50}" fill="none" stroke="${pal.accent}" stroke-width="8" stroke-opacity=".7"/>`,
    );
  } else if (pal.kind === 'diyas') {
    parts.push(diya(art, -250, base - 60, 1.45, pal.accent));
    parts.push(diya(art, 230, base - 80, 1.3, '#2F5D50'));
    parts.push(diya(art, -20, base + 60, 1.75, '#E9B949'));
    for (let i = 0; i < 11; i++) {
      const [mx, my] = [between(rng, -440, 440), base + between(rng, 110, 170)];
      parts.push(marigold(mx, my, between(rng, 26, 38)));
    }
  } else {
    const tin = (x: number, b: number, w: number) => {
      const metal = art.linear(
        [
          [0, '#8B7C6B'],
          [0.3, '#E0D6C8'],
          [1, '#6B5E50'],
        ],
        0,
        0,
        1,
        0,
      );
      return `${shadow(art, x, b, w * 0.7, 16, 0.5, '#000000')}<rect x="${n(x - w / 2)}" y="${n(b - w * 0.42)}" width="${n(w)}" height="${n(w * 0.42)}" rx="10" fill="${metal}"/><ellipse cx="${n(x)}" cy="${n(b - w * 0.42)}" rx="${n(w / 2)}" ry="${n(w * 0.1)}" fill="${pal.wax}"/><rect x="${n(x - w / 2)}" y="${n(b - w * 0.3)}" width="${n(w)}" height="${n(w * 0.14)}" fill="${pal.accent}" fill-opacity=".85"/>${flame(art, x, b - w * 0.42 - 4, w / 220)}`;
    };
    parts.push(tin(-230, base, 240), tin(220, base + 20, 260));
    // a lid leaning beside
    parts.push(
      `<ellipse cx="10" cy="${base + 60}" rx="120" ry="28" fill="#A89886"/><ellipse cx="10" cy="${base + 52}" rx="110" ry="22" fill="#D9CDBE"/>`,
    );
    parts.push(driedSprig(-30, base + 40, 0.6, -60, '#E9B949'));
  }
  return {
    body: parts.join(''),
    backdrop: { kind: 'table', bg: pal.bg, floor: pal.floor, texture: 'wood', moody: true },
    focus:
      pal.kind === 'diyas'
        ? [
            [0, base - 60],
            [-200, base - 100],
          ]
        : [
            [0, base - 260],
            [-200, base - 150],
          ],
    baseY: base,
  };
}

// ---------------------------------------------------------------------------------------------
// Calligraphy: ink strokes, a dip pen and flourishes

const CALLI_PALETTES = [
  { bg: ['#D9C7AE', '#C4AE90'], paper: '#FBF5EA', ink: '#1F2A44', accent: '#B4532A', kind: 'desk' },
  { bg: ['#EDE7DE', '#D8CFC2'], paper: '#FFFDF8', ink: '#2B2118', accent: '#C9A66B', kind: 'framed' },
  { bg: ['#7A6552', '#5E4B3C'], paper: '#F6EEDC', ink: '#3A2A20', accent: '#7A2433', kind: 'desk' },
  { bg: ['#E8E3EA', '#D2CAD6'], paper: '#FFFFFF', ink: '#2D3561', accent: '#B487C9', kind: 'cards' },
  { bg: ['#E4E8E1', '#CBD4C6'], paper: '#FBF7EF', ink: '#1E3B33', accent: '#E9B949', kind: 'framed' },
  { bg: ['#D2BFA4', '#B9A285'], paper: '#FFF9EE', ink: '#5A1F1A', accent: '#2F5D50', kind: 'cards' },
] as const;

/** Cursive-looking loops: writing that is not text. */
function scriptLine(rng: Rng, x0: number, y: number, width: number, size: number): string {
  let x = x0;
  let d = `M${pt(x, y)}`;
  while (x < x0 + width - size) {
    const letters = 2 + Math.floor(rng() * 5);
    for (let i = 0; i < letters && x < x0 + width - size; i++) {
      const tall = rng() < 0.28;
      const h = size * (tall ? 2.1 : 1) * between(rng, 0.85, 1.1);
      const w = size * between(rng, 0.55, 0.9);
      if (rng() < 0.5) {
        // a loop (e, l)
        d += `C${pt(x + w * 0.9, y - h * 0.3)} ${pt(x + w * 0.95, y - h)} ${pt(x + w * 0.5, y - h)} C${pt(x + w * 0.1, y - h)} ${pt(x + w * 0.2, y)} ${pt(x + w, y)}`;
      } else {
        // an arch (n, m, u)
        d += `C${pt(x + w * 0.1, y - h * 0.9)} ${pt(x + w * 0.6, y - h * 1.05)} ${pt(x + w * 0.6, y - h * 0.3)} Q${pt(x + w * 0.6, y)} ${pt(x + w, y)}`;
      }
      x += w;
    }
    x += size * between(rng, 0.5, 0.9);
    d += `M${pt(x, y)}`;
  }
  return d;
}

function inkStroke(d: string, ink: string, width: number): string {
  // Two offset strokes read as the thick and thin of a broad nib.
  return `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" transform="translate(${n(width * 0.9)},${n(-width * 0.9)})" fill="none" stroke="${ink}" stroke-width="${n(width * 0.7)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function flourish(x: number, y: number, s: number, ink: string, flip = 1): string {
  const d = `M0,0 C60,-40 140,-40 180,0 C220,40 160,90 120,50 C90,20 140,-20 200,-10 C280,0 320,30 380,10`;
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(s * flip)},${n(s)})">${inkStroke(d, ink, 4)}</g>`;
}

function dipPen(art: Art, x: number, y: number, rot: number, accent: string): string {
  const holder = art.linear(
    [
      [0, accent],
      [0.5, '#FFFFFF', 0.0],
      [1, accent],
    ],
    0,
    0,
    0,
    1,
  );
  const nib = art.linear(
    [
      [0, '#F3D57E'],
      [1, '#A97C22'],
    ],
    0,
    0,
    1,
    0,
  );
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})">${shadow(art, 10, 18, 330, 16, 0.35)}<rect x="-300" y="-13" width="470" height="26" rx="13" fill="${accent}"/><rect x="-300" y="-13" width="470" height="26" rx="13" fill="${holder}"/><rect x="160" y="-15" width="50" height="30" rx="6" fill="#C9C3BA"/><path d="M208,-11 L290,0 L208,11Z" fill="${nib}"/><path d="M230,0 L290,0" stroke="#2B2118" stroke-width="2"/><circle cx="232" cy="0" r="3" fill="#2B2118"/></g>`;
}

function inkBottle(art: Art, x: number, y: number, ink: string): string {
  const glass = art.radial(
    [
      [0, '#FFFFFF', 0.35],
      [1, ink],
    ],
    0.35,
    0.3,
    0.8,
  );
  return `<g transform="translate(${n(x)},${n(y)})">${shadow(art, 12, 16, 120, 110, 0.3)}<circle r="95" fill="${glass}"/><circle r="56" fill="#1A1410"/><circle r="48" fill="#2B2118"/><ellipse cx="-30" cy="-40" rx="20" ry="12" fill="#FFFFFF" fill-opacity=".35"/></g>`;
}

function waxSeal(x: number, y: number, r: number, color: string): string {
  const petals = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="0" cy="${n(-r * 0.38)}" rx="${n(r * 0.12)}" ry="${n(r * 0.22)}" transform="rotate(${i * 45})" fill="#000000" fill-opacity=".18"/>`,
  ).join('');
  return `<g transform="translate(${n(x)},${n(y)})"><path d="${blob(mulberry32(7), r, 0.08, 11)}" fill="${color}"/><circle r="${n(r * 0.7)}" fill="none" stroke="#000000" stroke-opacity=".2" stroke-width="4"/>${petals}<circle cx="${n(-r * 0.3)}" cy="${n(-r * 0.35)}" r="${n(r * 0.14)}" fill="#FFFFFF" fill-opacity=".25"/></g>`;
}

function calligraphy(art: Art, rng: Rng, design: number): Motif {
  const pal = at(CALLI_PALETTES, design);
  const parts: string[] = [];
  if (pal.kind === 'desk') {
    parts.push(
      `<g transform="rotate(-5)">${shadow(art, 14, 20, 380, 470, 0.3)}<rect x="-330" y="-420" width="660" height="840" fill="${pal.paper}"/>`,
    );
    parts.push(flourish(-230, -300, 1.1, pal.ink));
    for (let i = 0; i < 7; i++)
      parts.push(inkStroke(scriptLine(rng, -260, -170 + i * 78, 500, 26), pal.ink, 3.2));
    parts.push(flourish(-40, 300, 0.7, pal.ink));
    parts.push(`</g>`);
    parts.push(dipPen(art, 250, 380, -38, pal.accent));
    parts.push(inkBottle(art, 400, -300, pal.ink));
    parts.push(driedSprig(-420, 420, 0.9, 20, '#D9B27C'));
    parts.push(waxSeal(-380, -380, 60, pal.accent));
    return {
      body: parts.join(''),
      backdrop: { kind: 'flatlay', bg: pal.bg, texture: 'wood' },
      focus: [
        [-60, -100],
        [300, 300],
      ],
    };
  }
  if (pal.kind === 'framed') {
    const w = 520;
    const h = 520;
    const inner: string[] = [
      `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${pal.paper}"/>`,
    ];
    inner.push(
      inkStroke(
        'M-150,60 C-160,-120 -40,-190 20,-120 C70,-60 -20,40 -80,10 C-140,-20 -40,-180 80,-160 C180,-140 160,40 60,80 C-10,110 -120,90 -160,120',
        pal.ink,
        7,
      ),
    );
    for (let i = 0; i < 2; i++)
      inner.push(inkStroke(scriptLine(rng, -170, 150 + i * 60, 340, 18), pal.ink, 2.4));
    inner.push(
      flourish(-180, -190, 0.9, pal.ink),
      `<circle cx="160" cy="-170" r="16" fill="${pal.accent}"/>`,
    );
    for (let i = 0; i < 5; i++)
      inner.push(leafShape(130 + i * 14, -150 + i * 18, 40, 12, 60 + i * 25, pal.accent));
    parts.push(
      `<path d="M-160,-360 L0,-478 L160,-360" fill="none" stroke="#6F6257" stroke-width="3"/><circle cy="-480" r="9" fill="#6F6257"/>${frame(art, w, h, pal.accent, inner.join(''))}`,
    );
    return {
      body: parts.join(''),
      backdrop: { kind: 'wall', bg: pal.bg, texture: 'plaster' },
      focus: [
        [0, -50],
        [0, 170],
      ],
    };
  }
  // a set of place cards / name cards
  const cards: Pt[] = [
    [-200, -230],
    [210, -190],
    [-180, 160],
    [220, 210],
  ];
  cards.forEach(([x, y], i) => {
    parts.push(
      `<g transform="translate(${x},${y}) rotate(${n(between(rng, -8, 8))})">${shadow(art, 8, 14, 230, 150, 0.28)}<rect x="-200" y="-130" width="400" height="260" rx="8" fill="${pal.paper}"/><rect x="-180" y="-110" width="360" height="220" rx="4" fill="none" stroke="${pal.accent}" stroke-width="3"/>${inkStroke(scriptLine(rng, -130, 10, 260, 30), pal.ink, 3.5)}${flourish(-110, 60, 0.55, pal.ink, i % 2 ? -1 : 1)}</g>`,
    );
  });
  parts.push(dipPen(art, 20, 20, 70, pal.accent));
  return {
    body: parts.join(''),
    backdrop: { kind: 'flatlay', bg: pal.bg, texture: 'linen' },
    focus: [
      [-200, -230],
      [220, 210],
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Hair accessories: scrunchies, clips and bows

const HAIR_PALETTES = [
  { bg: ['#F7E4E1', '#EFCFCB'], fabrics: ['#C75D7B', '#F2B8A2', '#FFFFFF'], kind: 'scrunchies' },
  { bg: ['#E6EEE8', '#CFDED4'], fabrics: ['#2F5D50', '#E9B949', '#F6EFE4'], kind: 'bows' },
  { bg: ['#F4EAD9', '#E7D5B8'], fabrics: ['#8C5A3C', '#D9A36A', '#2B2118'], kind: 'clips' },
  { bg: ['#ECE6F2', '#D9CDE6'], fabrics: ['#7A4E6B', '#B487C9', '#F4EDE4'], kind: 'scrunchies' },
  { bg: ['#FBEFE3', '#F2DCC6'], fabrics: ['#B4532A', '#E9B949', '#FFFFFF'], kind: 'bows' },
  { bg: ['#E3ECF1', '#CADAE3'], fabrics: ['#5B7DB1', '#F4F1DE', '#E07A5F'], kind: 'mixed' },
] as const;

function scrunchie(
  art: Art,
  rng: Rng,
  x: number,
  y: number,
  r: number,
  color: string,
  dots: boolean,
): string {
  const bumps = 13;
  const outer: Pt[] = [];
  const inner: Pt[] = [];
  for (let i = 0; i < bumps * 2; i++) {
    const a = (360 / (bumps * 2)) * i;
    outer.push(polar(r * (i % 2 ? 0.93 : 1.02) * between(rng, 0.98, 1.02), a));
    inner.push(polar(r * (i % 2 ? 0.36 : 0.42), a));
  }
  const fill = color;
  const light = art.radial(
    [
      [0.35, '#000000', 0.25],
      [0.55, '#FFFFFF', 0.22],
      [0.8, '#FFFFFF', 0],
      [1, '#000000', 0.18],
    ],
    0.5,
    0.5,
    0.5,
  );
  const ring = `${smoothClosed(outer)} ${smoothClosed(inner)}`;
  const folds: string[] = [];
  for (let i = 0; i < bumps * 2; i++) {
    const a = (360 / (bumps * 2)) * i + (i % 2 ? 0 : 4);
    folds.push(
      `<path d="M${pt(...polar(r * 0.42, a))} Q${pt(...polar(r * 0.68, a + 10))} ${pt(...polar(r * 0.97, a + 3))}" fill="none" stroke="${i % 2 ? '#2B2118' : '#FFFFFF'}" stroke-opacity="${i % 2 ? 0.13 : 0.16}" stroke-width="${n(r * (i % 2 ? 0.025 : 0.04))}" stroke-linecap="round"/>`,
    );
  }
  const spots: string[] = [];
  if (dots) {
    for (let i = 0; i < 60; i++) {
      const [dx, dy] = polar(r * between(rng, 0.47, 0.92), between(rng, 0, 360));
      spots.push(`<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(r * 0.03)}" fill="#FFFFFF" fill-opacity=".9"/>`);
    }
  }
  return `<g transform="translate(${n(x)},${n(y)})">${shadow(art, 10, 18, r * 1.2, r * 1.15, 0.32)}<path d="${ring}" fill-rule="evenodd" fill="${fill}" stroke="#2B2118" stroke-opacity=".18" stroke-width="3"/>${spots.join('')}${folds.join('')}<path d="${ring}" fill-rule="evenodd" fill="${light}"/></g>`;
}

function bow(art: Art, x: number, y: number, s: number, color: string, rot: number): string {
  const under = shadow(art, 10, 30, 200, 130, 0.2);
  const fabric = art.linear(
    [
      [0, '#FFFFFF', 0.25],
      [0.4, color],
      [1, color],
    ],
    0,
    0,
    1,
    1,
  );
  const fold = `stroke="#2B2118" stroke-opacity=".18" stroke-width="4" fill="none"`;
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)}) scale(${n(s)})">${under}<path d="M-30,20 L-120,210 L-80,190 L-60,230 L10,30Z" fill="${color}"/><path d="M30,20 L120,210 L80,190 L60,230 L-10,30Z" fill="${color}"/><path d="M0,0 C-60,-110 -220,-140 -230,-20 C-235,80 -80,60 0,0Z" fill="${fabric}"/><path d="M0,0 C60,-110 220,-140 230,-20 C235,80 80,60 0,0Z" fill="${fabric}"/><path d="M-40,-20 C-100,-60 -170,-70 -190,-20" ${fold}/><path d="M40,-20 C100,-60 170,-70 190,-20" ${fold}/><rect x="-38" y="-40" width="76" height="80" rx="22" fill="${color}" stroke="#2B2118" stroke-opacity=".2" stroke-width="4"/></g>`;
}

function clawClip(
  art: Art,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  rot: number,
  base: string,
  spot: string,
): string {
  const teeth = Array.from(
    { length: 7 },
    (_, i) => `<rect x="${-150 + i * 45}" y="0" width="30" height="${120 - Math.abs(i - 3) * 12}" rx="15"/>`,
  ).join('');
  const spine = `<path d="M-170,20 C-150,-100 150,-100 170,20 C120,-20 -120,-20 -170,20Z"/>`;
  const clip = art.clip(`${spine}${teeth}<rect x="-160" y="-10" width="320" height="40" rx="12"/>`);
  const spots: string[] = [];
  for (let i = 0; i < 18; i++) {
    spots.push(
      `<path d="${blob(rng, between(rng, 12, 30), 0.3, 6)}" transform="translate(${n(between(rng, -170, 170))},${n(between(rng, -80, 130))})" fill="${spot}" fill-opacity="${n(between(rng, 0.45, 0.85))}"/>`,
    );
  }
  const gloss = art.linear(
    [
      [0, '#FFFFFF', 0.4],
      [0.5, '#FFFFFF', 0],
    ],
    0,
    0,
    0,
    1,
  );
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)}) scale(${n(s)})">${shadow(art, 10, 40, 200, 130, 0.3)}<g ${clip}><rect x="-180" y="-110" width="360" height="260" fill="${base}"/>${spots.join('')}<rect x="-180" y="-110" width="360" height="260" fill="${gloss}"/></g><path d="M-160,0 C-120,-30 120,-30 160,0" fill="none" stroke="#2B2118" stroke-opacity=".25" stroke-width="5"/><path d="M-150,-40 C-90,-80 90,-80 150,-40" fill="none" stroke="#FFFFFF" stroke-opacity=".45" stroke-width="8" stroke-linecap="round"/></g>`;
}

function pearlPin(art: Art, x: number, y: number, rot: number): string {
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})"><path d="M0,0 L0,220 M14,0 L14,200 Q14,228 7,232" stroke="#C9A25A" stroke-width="5" fill="none" stroke-linecap="round"/>${bead(art, 7, -4, 22, '#FBF6EE')}${bead(art, 7, -44, 14, '#FBF6EE')}</g>`;
}

function barrette(art: Art, x: number, y: number, rot: number): string {
  const gold = goldFill(art);
  const pearls = Array.from({ length: 7 }, (_, i) => bead(art, -150 + i * 50, 0, 18, '#FBF6EE')).join('');
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})">${shadow(art, 8, 14, 200, 40, 0.3)}<rect x="-190" y="-22" width="380" height="44" rx="22" fill="${gold}"/>${pearls}</g>`;
}

function hairAccessories(art: Art, rng: Rng, design: number): Motif {
  const pal = at(HAIR_PALETTES, design);
  const [a, b, c] = pal.fabrics;
  const parts: string[] = [];
  if (pal.kind === 'scrunchies') {
    parts.push(scrunchie(art, rng, -190, -170, 210, a, false));
    parts.push(scrunchie(art, rng, 220, -60, 180, b, true));
    parts.push(scrunchie(art, rng, -80, 250, 170, c, design % 2 === 0));
    parts.push(pearlPin(art, 300, 200, 30), pearlPin(art, 360, 180, 45));
  } else if (pal.kind === 'bows') {
    parts.push(bow(art, -150, -180, 1, a, -12));
    parts.push(bow(art, 190, 170, 0.85, b, 14));
    parts.push(pearlPin(art, -330, 120, -20), pearlPin(art, -270, 140, -5));
    parts.push(scrunchie(art, rng, 280, -260, 110, c, false));
  } else if (pal.kind === 'clips') {
    parts.push(clawClip(art, rng, -160, -200, 1.2, -15, b, a));
    parts.push(clawClip(art, rng, 180, 40, 1.1, 20, c, b));
    parts.push(clawClip(art, rng, -170, 260, 0.9, 5, '#F1E4D0', a));
    parts.push(barrette(art, 210, -330, 8));
  } else {
    parts.push(bow(art, -170, -190, 0.8, a, -8));
    parts.push(scrunchie(art, rng, 210, -170, 170, b, true));
    parts.push(clawClip(art, rng, 190, 250, 1, 18, c, '#8C5A3C'));
    parts.push(barrette(art, -180, 230, -20));
    parts.push(pearlPin(art, -20, 20, 60));
  }
  return {
    body: `<g transform="scale(1.15)">${parts.join('')}</g>`,
    backdrop: { kind: 'flatlay', bg: pal.bg, texture: 'linen' },
    focus: [
      [-190, -200],
      [230, 180],
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Others: macramé, pottery, baskets

const OTHER_PALETTES = [
  { bg: ['#EFE7DC', '#DCCFBE'], cord: '#F4EBDD', wood: '#8C6A4F', kind: 'macrame', accent: '#B4532A' },
  {
    bg: ['#EAE3D9', '#D6CBBB'],
    floor: ['#C9A87F', '#B08D63'],
    cord: '#F4EBDD',
    wood: '#8C6A4F',
    kind: 'pottery',
    accent: '#2F5D50',
  },
  {
    bg: ['#E6ECE4', '#CFDACB'],
    floor: ['#D8C2A3', '#C2A783'],
    cord: '#E8D7BE',
    wood: '#6B5035',
    kind: 'basket',
    accent: '#B4532A',
  },
  { bg: ['#F3E9E3', '#E3D2C7'], cord: '#FFFFFF', wood: '#C9A66B', kind: 'macrame', accent: '#E9B949' },
  {
    bg: ['#E9E6E1', '#D3CEC6'],
    floor: ['#B98E6A', '#9E7350'],
    cord: '#F4EBDD',
    wood: '#8C6A4F',
    kind: 'pottery',
    accent: '#B4532A',
  },
  {
    bg: ['#F1EADF', '#DED2C0'],
    floor: ['#CDB08B', '#B49570'],
    cord: '#EFE3D0',
    wood: '#6B5035',
    kind: 'basket',
    accent: '#2F5D50',
  },
] as const;

function macrame(pal: (typeof OTHER_PALETTES)[number], rng: Rng): string {
  const cords = 12;
  const left = -260;
  const span = 520;
  const top = -330;
  const parts: string[] = [];
  const xs = Array.from({ length: cords }, (_, i) => left + (span / (cords - 1)) * i);
  // cords
  for (const x of xs) {
    parts.push(
      `<path d="M${n(x)},${top} L${n(x + between(rng, -4, 4))},260" stroke="#2B2118" stroke-opacity=".12" stroke-width="16"/><path d="M${n(x)},${top} L${n(x)},260" stroke="${pal.cord}" stroke-width="12"/><path d="M${n(x)},${top} L${n(x)},260" stroke="#2B2118" stroke-opacity=".12" stroke-width="12" stroke-dasharray="3 9"/>`,
    );
  }
  // square knots in a diamond lattice
  const knots: string[] = [];
  for (let row = 0; row < 9; row++) {
    const y = top + 60 + row * 48;
    const offset = row % 2;
    for (let k = offset; k < cords - 1; k += 2) {
      const centre = (cords - 2) / 2;
      const dist = Math.abs(k - centre);
      if (dist > 4 - Math.abs(row - 4) + 0.5) continue;
      const x = (xs[k]! + xs[k + 1]!) / 2;
      knots.push(
        `<g transform="translate(${n(x)},${n(y)})" fill="${pal.cord}" stroke="#2B2118" stroke-opacity=".25" stroke-width="3"><rect x="-34" y="-15" width="68" height="30" rx="15"/><path d="M-20,-14 Q-26,0 -20,14 M20,-14 Q26,0 20,14 M-8,-15 L-8,15 M8,-15 L8,15" fill="none"/></g>`,
      );
    }
  }
  parts.push(knots.join(''));
  // gathering wrap and fringe
  const fringe: string[] = [];
  for (const x of xs) {
    for (const dx of [-4, 4]) {
      const len = 330 - Math.abs(x) * 0.45;
      fringe.push(
        `<path d="M${n(x + dx)},260 Q${pt(x + dx * 3, 260 + len * 0.5)} ${pt(x + dx * 5, 260 + len)}" fill="none" stroke="${pal.cord}" stroke-width="6"/>`,
      );
    }
  }
  parts.push(fringe.join(''));
  parts.push(`<rect x="${left - 14}" y="240" width="${span + 28}" height="26" rx="8" fill="${pal.accent}"/>`);
  parts.push(
    `<path d="M${left - 60},${top} L0,-470 L${left + span + 60},${top}" fill="none" stroke="${pal.cord}" stroke-width="6"/><circle cy="-472" r="9" fill="#6F6257"/><rect x="${left - 80}" y="${top - 22}" width="${span + 160}" height="40" rx="20" fill="${pal.wood}"/><rect x="${left - 80}" y="${top - 16}" width="${span + 160}" height="8" rx="4" fill="#FFFFFF" fill-opacity=".2"/>`,
  );
  for (const x of xs)
    parts.push(
      `<path d="M${n(x - 8)},${top - 22} q8,50 16,0" fill="none" stroke="${pal.cord}" stroke-width="8"/>`,
    );
  return parts.join('');
}

function vase(
  art: Art,
  x: number,
  base: number,
  s: number,
  body: string,
  accent: string,
  shape: number,
): string {
  const profiles = [
    'M-60,0 C-150,-40 -150,-230 -60,-280 L-55,-360 L55,-360 L60,-280 C150,-230 150,-40 60,0Z',
    'M-90,0 C-110,-60 -120,-160 -70,-220 C-40,-250 -40,-270 -50,-300 L50,-300 C40,-270 40,-250 70,-220 C120,-160 110,-60 90,0Z',
    'M-130,0 C-170,-40 -170,-120 -120,-150 L120,-150 C170,-120 170,-40 130,0Z',
  ];
  const d = at(profiles, shape);
  const shade = art.linear(
    [
      [0, '#FFFFFF', 0.25],
      [0.45, '#FFFFFF', 0],
      [1, '#000000', 0.25],
    ],
    0,
    0,
    1,
    0,
  );
  const clip = art.clip(`<path d="${d}"/>`);
  const bands = `<g ${clip}><rect x="-200" y="-130" width="400" height="20" fill="${accent}"/><rect x="-200" y="-100" width="400" height="6" fill="${accent}"/>${Array.from(
    { length: 10 },
    (_, i) => `<circle cx="${-180 + i * 40}" cy="-70" r="9" fill="${accent}"/>`,
  ).join('')}</g>`;
  return `<g transform="translate(${n(x)},${n(base)}) scale(${n(s)})">${shadow(art, 20, 0, 180, 26, 0.35)}<path d="${d}" fill="${body}"/>${bands}<path d="${d}" fill="${shade}"/></g>`;
}

function basket(art: Art, x: number, base: number, s: number, color: string, accent: string): string {
  const clip = art.clip(`<path d="M-200,-260 L200,-260 L165,0 L-165,0Z"/>`);
  const weave: string[] = [];
  for (let row = 0; row < 9; row++) {
    const y = -250 + row * 30;
    weave.push(
      `<path d="M-220,${y} ${Array.from({ length: 12 }, () => `q18,${row % 2 ? 14 : -14} 36,0`).join(' ')}" fill="none" stroke="${color}" stroke-width="22"/>`,
    );
    weave.push(`<path d="M-220,${y + 12} h440" stroke="#2B2118" stroke-opacity=".12" stroke-width="3"/>`);
  }
  for (let i = 0; i < 12; i++) {
    weave.push(
      `<path d="M${-198 + i * 36},-260 L${-165 + i * 30},0" stroke="#2B2118" stroke-opacity=".1" stroke-width="4"/>`,
    );
  }
  return `<g transform="translate(${n(x)},${n(base)}) scale(${n(s)})">${shadow(art, 20, 0, 240, 30, 0.35)}<path d="M-200,-260 L200,-260 L165,0 L-165,0Z" fill="${color}"/><g ${clip}>${weave.join('')}<rect x="-220" y="-120" width="440" height="26" fill="${accent}"/></g><rect x="-212" y="-282" width="424" height="30" rx="15" fill="${color}" stroke="#2B2118" stroke-opacity=".2" stroke-width="3"/></g>`;
}

function others(art: Art, rng: Rng, design: number): Motif {
  const pal = at(OTHER_PALETTES, design);
  if (pal.kind === 'macrame') {
    return {
      body: macrame(pal, rng),
      backdrop: { kind: 'wall', bg: pal.bg, texture: 'plaster' },
      focus: [
        [0, -150],
        [0, 330],
      ],
    };
  }
  const base = 330;
  const parts: string[] = [];
  if (pal.kind === 'pottery') {
    const glaze = at(['#E8DCCB', '#C96F45', '#2F5D50', '#F4EDE4'], design);
    parts.push(vase(art, -210, base - 30, 1.05, glaze, pal.accent, design));
    parts.push(vase(art, 200, base - 10, 0.85, '#D9A36A', '#2B2118', design + 1));
    parts.push(vase(art, 10, base + 40, 0.8, '#F4EDE4', pal.accent, 2));
    parts.push(
      driedSprig(-210, base - 380, 0.8, -8, '#D9B27C'),
      driedSprig(-190, base - 380, 0.75, 14, '#E8D7BE'),
    );
  } else {
    parts.push(`<g transform="translate(0,${base - 230})">${plantLeaves(rng, 1.9)}</g>`);
    parts.push(basket(art, 0, base + 40, 1.05, pal.cord, pal.accent));
    parts.push(basket(art, 320, base + 40, 0.45, pal.cord, pal.accent));
  }
  return {
    body: parts.join(''),
    backdrop: { kind: 'table', bg: pal.bg, floor: pal.floor ?? ['#C9A87F', '#B08D63'], texture: 'plaster' },
    focus: [
      [-200, base - 200],
      [150, base - 120],
    ],
    baseY: base,
  };
}

// ---------------------------------------------------------------------------------------------
// Public API

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
