import { type Art, at, between, n, type Pt, polar, pt, type Rng, shadow, smoothOpen } from './helpers.ts';
import { hoop, stitchedFlower } from './pieces.ts';
import type { Motif } from './scene.ts';

/* Embroidery: a wooden hoop with floral stitches. */

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

function threadSkein(x: number, y: number, rot: number, color: string): string {
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})"><rect x="-90" y="-26" width="180" height="52" rx="26" fill="${color}"/><path d="M-80,-10 H80 M-82,4 H82 M-80,16 H80" stroke="#FFFFFF" stroke-opacity=".25" stroke-width="3"/><rect x="-28" y="-30" width="56" height="60" rx="4" fill="#F6EFE4"/><rect x="-28" y="-8" width="56" height="6" fill="${color}" fill-opacity=".6"/></g>`;
}

export function embroidery(art: Art, rng: Rng, design: number): Motif {
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
