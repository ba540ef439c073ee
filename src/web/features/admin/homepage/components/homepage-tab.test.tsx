import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HERO_FIGURE_CHOICE } from '#shared/home/hero-figures.ts';
import type { AdminHomepageContent } from '#shared/home/home.schemas.ts';
import HomepageTab, { homepageQuery } from './homepage-tab.tsx';

/**
 * The tab as it renders with its load settled in the given state (nothing is fetched while rendering to a
 * string). In the browser the tab is already mounted when the load's retries run out; here it mounts on the
 * failed load, which must then not count as one to retry first.
 */
function renderWith(state: { data: AdminHomepageContent } | { error: Error }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retryOnMount: false } },
  });
  const query = client.getQueryCache().build(client, { queryKey: homepageQuery.queryKey });
  query.setState(
    'data' in state
      ? { data: state.data, status: 'success', dataUpdatedAt: Date.now() }
      : { error: state.error, status: 'error', errorUpdatedAt: Date.now() },
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <HomepageTab />
    </QueryClientProvider>,
  );
}

describe('the admin Homepage tab', () => {
  it('audit 2.9: a failed load shows the error with Try again, and no form that could be saved', () => {
    const html = renderWith({ error: new Error('HTTP 500') });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Failed to fetch data. Please try again.');
    expect(html).toContain('Try again');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Update Homepage Content');
  });

  const content: AdminHomepageContent = {
    heroTitle: 'Discover Handcrafted Treasures',
    heroSubtitle: 'Made by hand',
    heroDescription: 'Lamps & torans',
    heroImageUrl: null,
    heroTitleHi: 'हाथ से बने ख़ज़ाने',
    heroSubtitleHi: '',
    heroDescriptionHi: '',
    updatedAt: '2026-11-20T10:00:00.000Z',
    figureChoices: {
      customers: DEFAULT_HERO_FIGURE_CHOICE,
      piecesSold: {
        show: 'typed',
        value: '250+',
        label: 'Gifts wrapped',
        labelHi: '',
      },
      rating: { ...DEFAULT_HERO_FIGURE_CHOICE, show: 'hidden' },
    },
    shopFigures: {
      customers: 1234,
      piecesSold: 0,
      averageRating: 4.5,
      reviewCount: 2,
    },
  };

  it("decision 080: each figure shows its choice; the shop's own number beside it, the typed one's fields", () => {
    const html = renderWith({ data: content });
    expect(html).toContain('Figures under the hero');
    expect(html).toContain('Now: 1,234 (distinct buyers with an order that stands)');
    expect(html).toContain('name="figureChoices.piecesSold.value"');
    expect(html).toContain('name="figureChoices.piecesSold.labelHi"');
    expect(html).not.toContain('name="figureChoices.rating.value"'); // hidden: no fields
    const rating = renderWith({
      data: {
        ...content,
        figureChoices: {
          ...content.figureChoices,
          rating: DEFAULT_HERO_FIGURE_CHOICE,
        },
      },
    });
    expect(rating).toContain('Now: 2 published reviews; shown from 3');
  });

  it('a loaded hero fills the form, with its Hindi fields', () => {
    const html = renderWith({
      data: {
        ...content,
        heroTitle: 'Discover Handcrafted Treasures',
        heroSubtitle: 'Made by hand',
        heroDescription: 'Lamps & torans',
        heroImageUrl: null,
        heroTitleHi: 'हाथ से बने ख़ज़ाने',
        heroSubtitleHi: '',
      },
    });
    expect(html).toContain('<form');
    expect(html).toContain('Update Homepage Content');
    // The Hindi fields beside the English (decision 035).
    expect(html).toContain('हिन्दी (Hindi)');
    expect(html).toContain('name="heroTitleHi"');
  });
});
