import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HeroFigure } from '#shared/home/hero-figures.ts';
import { DEFAULT_HOMEPAGE_CONTENT, type HomepageContent } from '#shared/home/home.schemas.ts';
import hi from '#web/i18n/hi/storefront.json';
import { I18nProvider } from '#web/lib/i18n.tsx';
import { homepageKeys } from '../api/get-homepage.ts';
import { Hero } from './hero.tsx';

/** The hero as the server renders it: the homepage read already in the cache (the data the page embeds). */
function render(figures: HeroFigure[], lang: 'en' | 'hi' = 'en') {
  const client = new QueryClient();
  const content: HomepageContent = { ...DEFAULT_HOMEPAGE_CONTENT, figures };
  client.setQueryData(homepageKeys.content(lang), content);
  return renderToStaticMarkup(
    <I18nProvider lang={lang} messages={lang === 'hi' ? hi : {}}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Hero freeShippingText="Free Shipping" fallbackImages={[]} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const customers: HeroFigure = {
  key: 'customers',
  value: '1,234',
  label: null,
  reviews: null,
};
const rating: HeroFigure = {
  key: 'rating',
  value: '4.8',
  label: null,
  reviews: 23,
};
const typed: HeroFigure = {
  key: 'piecesSold',
  value: 'Since 2015',
  label: 'Making by hand',
  reviews: null,
};

describe('the hero figures (decision 080, audit D-M3)', () => {
  it('shows the figures the server sent, with no made-up numbers', () => {
    const html = render([customers, typed, rating]);
    expect(html).toContain('1,234');
    expect(html).toContain('Happy Customers');
    expect(html).toContain('Since 2015');
    expect(html).toContain('Making by hand');
    expect(html).not.toContain('Products Sold'); // the typed figure brings its own label
    expect(html).toContain('4.8');
    expect(html).toContain('23 reviews');
    expect(html).not.toContain('500+');
    expect(html.match(/<svg[^>]*fill-accent/g)).toHaveLength(1); // the real rating's star only
  });

  it('a typed figure has no star; none to show leaves no row at all', () => {
    expect(render([{ ...typed, key: 'rating' }])).not.toContain('fill-accent');
    const html = render([]);
    expect(html).not.toContain('<dl');
    expect(html).not.toContain('Average Rating');
  });

  it("Hindi pages: the home page's own labels in Hindi, the same digits", () => {
    const html = render([customers, rating], 'hi');
    expect(html).toContain('1,234');
    expect(html).toContain('ख़ुश ग्राहक');
    expect(html).toContain('23 समीक्षाएँ');
  });
});
