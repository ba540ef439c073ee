import { type Art, at, between, n, pt, type Rng, shadow } from './helpers.ts';
import { driedSprig, type Motif, plantLeaves } from './scene.ts';

/* Others: macramé, pottery, baskets. */

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

export function others(art: Art, rng: Rng, design: number): Motif {
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
