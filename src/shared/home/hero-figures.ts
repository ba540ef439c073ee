// Zod-free: the hero's three figures (audit D-M3, decision 080), for the home page, the admin tab and the server.
import { formatCount } from '../format/numbers.ts';
import type { Lang } from '../i18n/translate.ts';

/** The hero's figures, in the order the home page shows them. */
export const HERO_FIGURES = ['customers', 'piecesSold', 'rating'] as const;
export type HeroFigureKey = (typeof HERO_FIGURES)[number];

/** What the owner chose for one figure: the shop's own number, a figure they type, or nothing. */
export const HERO_FIGURE_SHOWS = ['shop', 'typed', 'hidden'] as const;
export type HeroFigureShow = (typeof HERO_FIGURE_SHOWS)[number];

export interface HeroFigureChoice {
  show: HeroFigureShow;
  /** The typed figure and its label (used when `show` is 'typed'; kept while another choice is on). */
  value: string;
  label: string;
  /** Blank: Hindi pages show the English label (decision 035). */
  labelHi: string;
}

export type HeroFigureChoices = Record<HeroFigureKey, HeroFigureChoice>;

/** A fresh shop shows its own numbers, and only those it has (decision 080). */
export const DEFAULT_HERO_FIGURE_CHOICE: HeroFigureChoice = {
  show: 'shop',
  value: '',
  label: '',
  labelHi: '',
};

/** The stored choices with every figure present (a figure never chosen shows the shop's own number). */
export function heroFigureChoices(stored: Partial<HeroFigureChoices> | null | undefined): HeroFigureChoices {
  const choices = {} as HeroFigureChoices;
  for (const key of HERO_FIGURES) choices[key] = { ...DEFAULT_HERO_FIGURE_CHOICE, ...stored?.[key] };
  return choices;
}

/** The average rating is shown only over at least this many published reviews: one 5★ review is not a rating. */
export const MIN_REVIEWS_FOR_RATING = 3;
export const HERO_FIGURE_VALUE_MAX = 12;
export const HERO_FIGURE_LABEL_MAX = 32;

/** The shop's own numbers, computed by the server (decision 080). */
export interface ShopFigures {
  /** Distinct buyers (by email) with an order that stands: confirmed or later, not cancelled or returned. */
  customers: number;
  /** Units on those orders, less the units returned. */
  piecesSold: number;
  /** The published reviews' mean, 1 to 5; null without any. */
  averageRating: number | null;
  reviewCount: number;
}

/** One figure as the home page shows it. `label` null: the home page's own label for `key`, in its language. */
export interface HeroFigure {
  key: HeroFigureKey;
  value: string;
  label: string | null;
  /** The real rating's star and its number of reviews; null on any other figure. */
  reviews: number | null;
}

/**
 * The shop's number for one figure as the hero shows it, or null when it would not be worth showing (a zero,
 * or a rating over fewer than MIN_REVIEWS_FOR_RATING reviews). Exact, grouped the Indian way (1,234): a figure
 * a shopper can trust is not rounded into a boast; Hindi pages use the same digits.
 */
export function shopFigureValue(key: HeroFigureKey, figures: ShopFigures): string | null {
  if (key === 'rating') {
    if (figures.averageRating === null || figures.reviewCount < MIN_REVIEWS_FOR_RATING) return null;
    return figures.averageRating.toFixed(1);
  }
  const n = figures[key];
  return n > 0 ? formatCount(n) : null;
}

/** The hero's figures as the home page shows them, in its language; an empty list: no figures row. */
export function heroFigures(choices: HeroFigureChoices, figures: ShopFigures, lang: Lang): HeroFigure[] {
  return HERO_FIGURES.flatMap((key): HeroFigure[] => {
    const choice = choices[key];
    if (choice.show === 'hidden') return [];
    if (choice.show === 'typed') {
      const label = lang === 'hi' && choice.labelHi ? choice.labelHi : choice.label;
      return [{ key, value: choice.value, label, reviews: null }];
    }
    const value = shopFigureValue(key, figures);
    if (value === null) return [];
    return [
      {
        key,
        value,
        label: null,
        reviews: key === 'rating' ? figures.reviewCount : null,
      },
    ];
  });
}
