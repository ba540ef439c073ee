import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicReview } from '#shared/reviews/reviews.schemas.ts';
import { I18nProvider, loadPartCatalogs, loadStorefrontCatalog } from '#web/lib/i18n.tsx';
import { ReviewItem } from './product-reviews.tsx';

const review: PublicReview = {
  id: '6c1f4f7e-2b5a-4c4e-9d7a-3f1e2d4c5b6a',
  stars: 5,
  title: 'Lovely colours',
  body: 'The mirror work catches the evening light.',
  authorName: 'Asha R.',
  verifiedBuyer: true,
  photos: [],
  helpful: 0,
  reply: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
  bought: { options: 'Blue, Large', optionsHi: 'नीला, बड़ा' },
};

// The review's helpful vote is a mutation: a query client around it, as the app has.
const withQueries = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
const html = (r: PublicReview) => withQueries(<ReviewItem review={r} storeName="Karigar" />);

describe('a published review', () => {
  it('says what its author bought (issue 41), in the page’s language, and nothing for a product without options', async () => {
    expect(html(review)).toContain('Bought: Blue, Large');
    expect(html({ ...review, bought: null })).not.toContain('Bought');

    await loadPartCatalogs('hi');
    const messages = await loadStorefrontCatalog('hi');
    const hindi = (r: PublicReview) =>
      withQueries(
        <I18nProvider lang="hi" messages={messages}>
          <ReviewItem review={r} storeName="Karigar" />
        </I18nProvider>,
      );
    expect(hindi(review)).toContain('ख़रीदा: नीला, बड़ा');
    // Values without a Hindi label read in English on a Hindi page.
    expect(hindi({ ...review, bought: { options: 'Red, Large', optionsHi: null } })).toContain(
      'ख़रीदा: Red, Large',
    );
  });
});
