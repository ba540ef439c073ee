import type { Category } from '#shared/constants/categories.ts';
import { CRAFT_GUIDE_INDEX, type CraftGuideSlug } from './guide-index.ts';

/**
 * One craft-process page (/blogDetails/{slug}); one page component renders any guide. Its body (introduction,
 * time, materials, steps, care, closing) is in the guide-bodies catalog (decision 035), so a Hindi page reads it
 * in Hindi and an English page never downloads the Hindi.
 */
interface CraftGuideHeading {
  title: string;
  /** One line under the title and in the page's description. */
  summary: string;
  /** The shop category the craft belongs to, for 'Shop {category}' links and the cover image. */
  category: Category;
}

export interface CraftGuide extends CraftGuideHeading {
  /** The URL segment (docs/product.md §6.3, e.g. 'DreamCatcher'). */
  slug: CraftGuideSlug;
  /** Short name for links and the document title. */
  name: string;
}

/** Keyed by slug, so the compiler insists every page in the index has its heading. */
const HEADINGS: Record<CraftGuideSlug, CraftGuideHeading> = {
  DreamCatcher: {
    title: 'How a Dream Catcher Is Made',
    summary: 'A hoop, a single long thread and a lot of patience: the making of a dream catcher.',
    category: 'Dream Catcher',
  },
  Embroidery: {
    title: 'The Slow Art of Hand Embroidery',
    summary:
      'Needle, thread and thousands of small stitches: how our embroidered hoops and linens come together.',
    category: 'Embroidery',
  },
  LippanArt: {
    title: 'Lippan Art: Clay and Mirrors from Kutch',
    summary: 'The mud-and-mirror craft of Kutch, made for modern walls.',
    category: 'Lippan Arts',
  },
  ResinArt: {
    title: 'Resin Art: Keepsakes Set in Clear Resin',
    summary: 'Flowers, colour and memories, held in glass-clear resin.',
    category: 'Resin Art Work',
  },
  CandleMaking: {
    title: 'Hand-Poured Candles',
    summary: 'Soy wax, cotton wicks and gentle scents, poured by hand in small batches.',
    category: 'Candles',
  },
  Calligraphy: {
    title: 'Calligraphy: Letters by Hand',
    summary: 'Names, verses and wishes written with nib and ink, one careful stroke at a time.',
    category: 'Calligraphy',
  },
  HairAccessories: {
    title: 'Handmade Hair Accessories',
    summary: 'Scrunchies, clips and bows sewn and beaded by hand from soft fabrics.',
    category: 'Hair Accessories',
  },
  OthersDelivery: {
    title: 'From Our Workbench to Your Door',
    summary: 'How we pack fragile handmade pieces and how long they take to reach you.',
    category: 'Others',
  },
};

export const CRAFT_GUIDES: readonly CraftGuide[] = CRAFT_GUIDE_INDEX.map(({ slug, name }) => ({
  slug,
  name,
  ...HEADINGS[slug],
}));

export function findCraftGuide(slug: string | undefined): CraftGuide | undefined {
  return CRAFT_GUIDES.find((guide) => guide.slug === slug);
}
