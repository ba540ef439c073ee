import {
  type Art,
  at,
  between,
  blob,
  n,
  type Pt,
  polar,
  pt,
  type Rng,
  shadow,
  smoothOpen,
} from './helpers.ts';
import { goldFill, leafShape, stitchedFlower } from './pieces.ts';
import type { Motif } from './scene.ts';

/* Resin art: ocean and geode swirls with gold veins. */

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

export function resin(art: Art, rng: Rng, design: number): Motif {
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
