import {
  type Art,
  at,
  bead,
  between,
  blob,
  n,
  type Pt,
  polar,
  pt,
  type Rng,
  shadow,
  smoothClosed,
} from './helpers.ts';
import { bow, goldFill } from './pieces.ts';
import type { Motif } from './scene.ts';

/* Hair accessories: scrunchies, clips and bows. */

const HAIR_PALETTES = [
  { bg: ['#F7E4E1', '#EFCFCB'], fabrics: ['#C75D7B', '#F2B8A2', '#FFFFFF'], kind: 'scrunchies' },
  { bg: ['#E6EEE8', '#CFDED4'], fabrics: ['#2F5D50', '#E9B949', '#F6EFE4'], kind: 'bows' },
  { bg: ['#F4EAD9', '#E7D5B8'], fabrics: ['#8C5A3C', '#D9A36A', '#2B2118'], kind: 'clips' },
  { bg: ['#ECE6F2', '#D9CDE6'], fabrics: ['#7A4E6B', '#B487C9', '#F4EDE4'], kind: 'scrunchies' },
  { bg: ['#FBEFE3', '#F2DCC6'], fabrics: ['#B4532A', '#E9B949', '#FFFFFF'], kind: 'bows' },
  { bg: ['#E3ECF1', '#CADAE3'], fabrics: ['#5B7DB1', '#F4F1DE', '#E07A5F'], kind: 'mixed' },
] as const;

function scrunchie(
  art: Art,
  rng: Rng,
  x: number,
  y: number,
  r: number,
  color: string,
  dots: boolean,
): string {
  const bumps = 13;
  const outer: Pt[] = [];
  const inner: Pt[] = [];
  for (let i = 0; i < bumps * 2; i++) {
    const a = (360 / (bumps * 2)) * i;
    outer.push(polar(r * (i % 2 ? 0.93 : 1.02) * between(rng, 0.98, 1.02), a));
    inner.push(polar(r * (i % 2 ? 0.36 : 0.42), a));
  }
  const fill = color;
  const light = art.radial(
    [
      [0.35, '#000000', 0.25],
      [0.55, '#FFFFFF', 0.22],
      [0.8, '#FFFFFF', 0],
      [1, '#000000', 0.18],
    ],
    0.5,
    0.5,
    0.5,
  );
  const ring = `${smoothClosed(outer)} ${smoothClosed(inner)}`;
  const folds: string[] = [];
  for (let i = 0; i < bumps * 2; i++) {
    const a = (360 / (bumps * 2)) * i + (i % 2 ? 0 : 4);
    folds.push(
      `<path d="M${pt(...polar(r * 0.42, a))} Q${pt(...polar(r * 0.68, a + 10))} ${pt(...polar(r * 0.97, a + 3))}" fill="none" stroke="${i % 2 ? '#2B2118' : '#FFFFFF'}" stroke-opacity="${i % 2 ? 0.13 : 0.16}" stroke-width="${n(r * (i % 2 ? 0.025 : 0.04))}" stroke-linecap="round"/>`,
    );
  }
  const spots: string[] = [];
  if (dots) {
    for (let i = 0; i < 60; i++) {
      const [dx, dy] = polar(r * between(rng, 0.47, 0.92), between(rng, 0, 360));
      spots.push(`<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(r * 0.03)}" fill="#FFFFFF" fill-opacity=".9"/>`);
    }
  }
  return `<g transform="translate(${n(x)},${n(y)})">${shadow(art, 10, 18, r * 1.2, r * 1.15, 0.32)}<path d="${ring}" fill-rule="evenodd" fill="${fill}" stroke="#2B2118" stroke-opacity=".18" stroke-width="3"/>${spots.join('')}${folds.join('')}<path d="${ring}" fill-rule="evenodd" fill="${light}"/></g>`;
}

function clawClip(
  art: Art,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  rot: number,
  base: string,
  spot: string,
): string {
  const teeth = Array.from(
    { length: 7 },
    (_, i) => `<rect x="${-150 + i * 45}" y="0" width="30" height="${120 - Math.abs(i - 3) * 12}" rx="15"/>`,
  ).join('');
  const spine = `<path d="M-170,20 C-150,-100 150,-100 170,20 C120,-20 -120,-20 -170,20Z"/>`;
  const clip = art.clip(`${spine}${teeth}<rect x="-160" y="-10" width="320" height="40" rx="12"/>`);
  const spots: string[] = [];
  for (let i = 0; i < 18; i++) {
    spots.push(
      `<path d="${blob(rng, between(rng, 12, 30), 0.3, 6)}" transform="translate(${n(between(rng, -170, 170))},${n(between(rng, -80, 130))})" fill="${spot}" fill-opacity="${n(between(rng, 0.45, 0.85))}"/>`,
    );
  }
  const gloss = art.linear(
    [
      [0, '#FFFFFF', 0.4],
      [0.5, '#FFFFFF', 0],
    ],
    0,
    0,
    0,
    1,
  );
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)}) scale(${n(s)})">${shadow(art, 10, 40, 200, 130, 0.3)}<g ${clip}><rect x="-180" y="-110" width="360" height="260" fill="${base}"/>${spots.join('')}<rect x="-180" y="-110" width="360" height="260" fill="${gloss}"/></g><path d="M-160,0 C-120,-30 120,-30 160,0" fill="none" stroke="#2B2118" stroke-opacity=".25" stroke-width="5"/><path d="M-150,-40 C-90,-80 90,-80 150,-40" fill="none" stroke="#FFFFFF" stroke-opacity=".45" stroke-width="8" stroke-linecap="round"/></g>`;
}

function pearlPin(art: Art, x: number, y: number, rot: number): string {
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})"><path d="M0,0 L0,220 M14,0 L14,200 Q14,228 7,232" stroke="#C9A25A" stroke-width="5" fill="none" stroke-linecap="round"/>${bead(art, 7, -4, 22, '#FBF6EE')}${bead(art, 7, -44, 14, '#FBF6EE')}</g>`;
}

function barrette(art: Art, x: number, y: number, rot: number): string {
  const gold = goldFill(art);
  const pearls = Array.from({ length: 7 }, (_, i) => bead(art, -150 + i * 50, 0, 18, '#FBF6EE')).join('');
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})">${shadow(art, 8, 14, 200, 40, 0.3)}<rect x="-190" y="-22" width="380" height="44" rx="22" fill="${gold}"/>${pearls}</g>`;
}

export function hairAccessories(art: Art, rng: Rng, design: number): Motif {
  const pal = at(HAIR_PALETTES, design);
  const [a, b, c] = pal.fabrics;
  const parts: string[] = [];
  if (pal.kind === 'scrunchies') {
    parts.push(scrunchie(art, rng, -190, -170, 210, a, false));
    parts.push(scrunchie(art, rng, 220, -60, 180, b, true));
    parts.push(scrunchie(art, rng, -80, 250, 170, c, design % 2 === 0));
    parts.push(pearlPin(art, 300, 200, 30), pearlPin(art, 360, 180, 45));
  } else if (pal.kind === 'bows') {
    parts.push(bow(art, -150, -180, 1, a, -12));
    parts.push(bow(art, 190, 170, 0.85, b, 14));
    parts.push(pearlPin(art, -330, 120, -20), pearlPin(art, -270, 140, -5));
    parts.push(scrunchie(art, rng, 280, -260, 110, c, false));
  } else if (pal.kind === 'clips') {
    parts.push(clawClip(art, rng, -160, -200, 1.2, -15, b, a));
    parts.push(clawClip(art, rng, 180, 40, 1.1, 20, c, b));
    parts.push(clawClip(art, rng, -170, 260, 0.9, 5, '#F1E4D0', a));
    parts.push(barrette(art, 210, -330, 8));
  } else {
    parts.push(bow(art, -170, -190, 0.8, a, -8));
    parts.push(scrunchie(art, rng, 210, -170, 170, b, true));
    parts.push(clawClip(art, rng, 190, 250, 1, 18, c, '#8C5A3C'));
    parts.push(barrette(art, -180, 230, -20));
    parts.push(pearlPin(art, -20, 20, 60));
  }
  return {
    body: `<g transform="scale(1.15)">${parts.join('')}</g>`,
    backdrop: { kind: 'flatlay', bg: pal.bg, texture: 'linen' },
    focus: [
      [-190, -200],
      [230, 180],
    ],
  };
}
