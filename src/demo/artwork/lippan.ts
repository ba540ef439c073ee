import { type Art, at, n, polar, pt, type Rng } from './helpers.ts';
import type { Motif } from './scene.ts';

/* Lippan art: mirror dots and clay relief on a round (or square) panel. */

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

export function lippan(art: Art, _rng: Rng, design: number): Motif {
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
