// Zod-free: what the home page needs without pulling in zod.

import type { HomepageContent } from './home.schemas.ts';
export const DEFAULT_HOMEPAGE_CONTENT: HomepageContent = {
  heroTitle: 'Discover Handcrafted Treasures',
  heroSubtitle: 'Handmade with love by Indian artisans',
  heroDescription:
    'Dream catchers, Lippan art, resin keepsakes, candles and calligraphy, each piece made by hand in small batches and shipped across India.',
  heroImageUrl: null,
  updatedAt: null,
  figures: [],
};

export const FEATURED_TESTIMONIALS_LIMIT = 3;
export const FEATURED_PRODUCTS_LIMIT = 8;
