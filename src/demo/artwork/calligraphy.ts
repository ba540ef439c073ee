import { type Art, at, between, blob, mulberry32, n, type Pt, pt, type Rng, shadow } from './helpers.ts';
import { frame } from './illustration.ts';
import { leafShape } from './pieces.ts';
import { driedSprig, type Motif } from './scene.ts';

/* Calligraphy: ink strokes, a dip pen and flourishes. */

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

export function calligraphy(art: Art, rng: Rng, design: number): Motif {
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
