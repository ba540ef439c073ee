import { type Art, bead, n, polar, pt, shadow } from './helpers.ts';

/* Pieces more than one motif draws: a leaf, a hoop, a stitched flower, a bow, the gold fill. */

export function leafShape(
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

export function hoop(art: Art, R: number, fabric: string, inside: string): string {
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

export function stitchedFlower(
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

export function bow(art: Art, x: number, y: number, s: number, color: string, rot: number): string {
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

export function goldFill(art: Art): string {
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
