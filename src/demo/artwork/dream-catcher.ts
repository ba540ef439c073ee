import { type Art, at, bead, between, n, type Pt, polar, pt, type Rng } from './helpers.ts';
import { leafShape } from './pieces.ts';
import type { Motif } from './scene.ts';

/* Dream catcher: concentric web rings, beads and hanging feathers. */

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

export function dreamCatcher(art: Art, rng: Rng, design: number): Motif {
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
