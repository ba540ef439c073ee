/* Shared drawing helpers: the seeded RNG, smooth curves, the <defs> collector and small props. */

export type Rng = () => number;
export type Pt = readonly [number, number];

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const at = <T>(list: readonly T[], i: number): T =>
  list[((i % list.length) + list.length) % list.length]!;
export const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
export const n = (v: number) => (Math.round(v * 10) / 10).toString();
export const pt = (x: number, y: number) => `${n(x)},${n(y)}`;
export const polar = (r: number, deg: number): Pt => [
  r * Math.cos((deg * Math.PI) / 180),
  r * Math.sin((deg * Math.PI) / 180),
];

/** A closed smooth curve through the points (Catmull-Rom as cubic Béziers). */
export function smoothClosed(points: readonly Pt[]): string {
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
export function smoothOpen(points: readonly Pt[]): string {
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
export function blob(rng: Rng, r: number, wobble: number, count = 9, squash = 1): string {
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
export class Art {
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
export function shadow(
  art: Art,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.28,
  color = '#2B2118',
) {
  const fill = art.radial([
    [0, color, opacity],
    [0.55, color, opacity * 0.45],
    [1, color, 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** A glossy bead. */
export function bead(art: Art, x: number, y: number, r: number, color: string): string {
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
