import { type Art, at, between, n, type Pt, polar, pt, type Rng, shadow, smoothOpen } from './helpers.ts';

/* Scenes: the "studio" a motif is photographed in (backdrops, textures, plant props). */

type SceneKind = 'wall' | 'table' | 'flatlay';

export interface Backdrop {
  kind: SceneKind;
  /** top and bottom of the wall, or the two tones of a flat-lay surface */
  bg: readonly [string, string];
  /** table top (front and back) for 'table' scenes */
  floor?: readonly [string, string];
  texture?: 'plaster' | 'linen' | 'wood' | 'paper';
  /** candle-lit scenes: darker edges, no daylight */
  moody?: boolean;
}

export interface Motif {
  body: string;
  backdrop: Backdrop;
  /** points (in motif coordinates) worth a close-up */
  focus: readonly [Pt, Pt];
  /** where the object rests (y in motif coordinates) for contact shadows on tables */
  baseY?: number;
  /** horizontal half-width of the object, for shadows */
  halfWidth?: number;
}

export function texture(
  art: Art,
  kind: Backdrop['texture'],
  width: number,
  height: number,
  rng: Rng,
): string {
  switch (kind) {
    case 'linen': {
      const fill = art.pattern(
        6,
        6,
        '<path d="M0 1.5h6M1.5 0v6" stroke="#2B2118" stroke-opacity=".045" stroke-width="1.2"/>',
      );
      return `<rect width="${width}" height="${height}" fill="${fill}"/>`;
    }
    case 'wood': {
      const lines: string[] = [];
      for (let y = 10; y < height; y += between(rng, 26, 60)) {
        const pts: Pt[] = [];
        for (let x = -40; x <= width + 40; x += 160) pts.push([x, y + between(rng, -6, 6)]);
        lines.push(
          `<path d="${smoothOpen(pts)}" fill="none" stroke="#2B2118" stroke-opacity="${n(between(rng, 0.04, 0.1))}" stroke-width="${n(between(rng, 1.5, 4))}"/>`,
        );
      }
      for (let x = between(rng, 200, 400); x < width; x += between(rng, 280, 460)) {
        lines.push(`<path d="M${n(x)} 0V${height}" stroke="#2B2118" stroke-opacity=".06" stroke-width="3"/>`);
      }
      return lines.join('');
    }
    case 'paper':
    case 'plaster': {
      const dots: string[] = [];
      const soft = art.radial([
        [0, '#FFFFFF', 0.1],
        [1, '#FFFFFF', 0],
      ]);
      const dark = art.radial([
        [0, '#2B2118', 0.035],
        [1, '#2B2118', 0],
      ]);
      for (let i = 0; i < 10; i++) {
        dots.push(
          `<ellipse cx="${n(rng() * width)}" cy="${n(rng() * height)}" rx="${n(between(rng, 180, 380))}" ry="${n(between(rng, 120, 260))}" fill="${i % 2 ? soft : dark}"/>`,
        );
      }
      return dots.join('');
    }
    default:
      return '';
  }
}

export function drawBackdrop(
  art: Art,
  b: Backdrop,
  width: number,
  height: number,
  rng: Rng,
  horizon = 0.7,
): string {
  const parts: string[] = [];
  if (b.kind === 'flatlay') {
    parts.push(
      `<rect width="${width}" height="${height}" fill="${art.linear(
        [
          [0, b.bg[0]],
          [1, b.bg[1]],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    parts.push(texture(art, b.texture ?? 'linen', width, height, rng));
  } else {
    parts.push(
      `<rect width="${width}" height="${height}" fill="${art.linear([
        [0, b.bg[0]],
        [1, b.bg[1]],
      ])}"/>`,
    );
    parts.push(texture(art, b.texture ?? 'plaster', width, height, rng));
    if (b.kind === 'table' && b.floor) {
      const top = height * horizon;
      parts.push(
        `<rect y="${n(top)}" width="${width}" height="${n(height - top)}" fill="${art.linear([
          [0, b.floor[1]],
          [1, b.floor[0]],
        ])}"/>`,
      );
      parts.push(
        `<rect y="${n(top)}" width="${width}" height="5" fill="#FFFFFF" fill-opacity="${b.moody ? 0.08 : 0.35}"/>`,
      );
      parts.push(
        `<rect y="${n(top - 60)}" width="${width}" height="60" fill="${art.linear([
          [0, '#2B2118', 0],
          [1, '#2B2118', 0.1],
        ])}"/>`,
      );
    }
  }
  if (!b.moody) {
    // Daylight from a window on the left.
    parts.push(
      `<path d="M0,0 L${n(width * 0.42)},0 L${n(width * 0.12)},${height} L0,${height}Z" fill="#FFFFFF" fill-opacity=".09"/>`,
      `<path d="M${n(width * 0.5)},0 L${n(width * 0.6)},0 L${n(width * 0.3)},${height} L${n(width * 0.2)},${height}Z" fill="#FFFFFF" fill-opacity=".06"/>`,
    );
  }
  parts.push(
    `<rect width="${width}" height="${height}" fill="${art.radial(
      [
        [0.55, '#2B2118', 0],
        [1, '#2B2118', b.moody ? 0.55 : 0.14],
      ],
      0.5,
      0.45,
      0.75,
    )}"/>`,
  );
  return parts.join('');
}

export function plantLeaves(rng: Rng, s: number): string {
  const leaves: string[] = [];
  const greens = ['#2F5D50', '#3F7A63', '#567F5E'];
  for (let i = 0; i < 11; i++) {
    const angle = -90 + between(rng, -60, 60);
    const len = between(rng, 110, 190) * s;
    const [ex, ey] = polar(len, angle);
    const c = at(greens, i);
    leaves.push(
      `<path d="M0,-10 Q${pt(ex * 0.3 - 20 * s, ey * 0.6)} ${pt(ex, ey)} Q${pt(ex * 0.6 + 20 * s, ey * 0.4)} 0,-10Z" fill="${c}"/>`,
      `<path d="M0,-10 Q${pt(ex * 0.45, ey * 0.5)} ${pt(ex, ey)}" stroke="#FFFFFF" stroke-opacity=".25" stroke-width="2" fill="none"/>`,
    );
  }
  return leaves.join('');
}

/** A potted plant or a dried-flower sprig, for styled shots. */
export function plantProp(art: Art, rng: Rng, x: number, y: number, s: number): string {
  const pot = art.linear(
    [
      [0, '#C96F45'],
      [1, '#9C4A26'],
    ],
    0,
    0,
    1,
    0,
  );
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})">${shadow(art, 10, 118, 110, 16, 0.3)}${plantLeaves(rng, 1)}<path d="M-70,-12 L70,-12 L56,120 L-56,120Z" fill="${pot}"/><rect x="-78" y="-26" width="156" height="26" rx="6" fill="#B45A32"/><path d="M-60,40 L60,40" stroke="#FBF7F2" stroke-opacity=".5" stroke-width="5" stroke-dasharray="12 10"/></g>`;
}

export function driedSprig(x: number, y: number, s: number, rot: number, color = '#D9B27C'): string {
  const parts: string[] = [`<path d="M0,0 Q30,-160 10,-330" stroke="#8C6A4F" stroke-width="5" fill="none"/>`];
  for (let i = 0; i < 9; i++) {
    const t = i / 9;
    const y0 = -40 - t * 290;
    const x0 = 22 * Math.sin(t * 2.4);
    const side = i % 2 === 0 ? 1 : -1;
    parts.push(
      `<ellipse cx="${n(x0 + side * 26)}" cy="${n(y0 - 14)}" rx="12" ry="34" fill="${color}" transform="rotate(${side * 35} ${n(x0 + side * 26)} ${n(y0 - 14)})"/>`,
    );
  }
  parts.push(`<ellipse cx="10" cy="-350" rx="16" ry="40" fill="${color}"/>`);
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${rot}) scale(${n(s)})">${parts.join('')}</g>`;
}
