import { type Art, at, between, n, pt, type Rng, shadow } from './helpers.ts';
import { driedSprig, type Motif } from './scene.ts';

/* Candles: warm glow, jars, pillars and clay diyas. */

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

export function candles(art: Art, rng: Rng, design: number): Motif {
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
