import { type Art, at, between, n, type Pt, polar, pt, type Rng, smoothOpen } from './helpers.ts';
import { leafShape, stitchedFlower } from './pieces.ts';
import type { Motif } from './scene.ts';

/* Illustration: a framed botanical or landscape print. */

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

export function frame(art: Art, w: number, h: number, color: string, inner: string): string {
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

export function illustration(art: Art, rng: Rng, design: number): Motif {
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
