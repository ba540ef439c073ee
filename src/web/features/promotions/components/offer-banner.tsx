import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { formatDate } from '#shared/format/dates.ts';
import { runningOffersQueryOptions } from '../api/offers-api.ts';

/**
 * The store-wide offers running now (docs/product.md §3.12), one line each; nothing when none. The prices
 * already include them (the server decides them), so the banner only tells the shopper why.
 */
export function OfferBanner() {
  const offers = useQuery(runningOffersQueryOptions()).data?.items ?? [];
  if (offers.length === 0) return null;
  return (
    <ul aria-label="Offers" className="flex flex-col gap-2">
      {offers.map((offer) => (
        <li
          key={offer.id}
          className="flex items-center gap-2 rounded-control bg-accent/25 px-3 py-2.5 text-sm font-semibold"
        >
          <Sparkles aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0 text-primary" />
          <span>
            {offer.title}
            <span className="font-normal text-muted">
              {' '}
              · {offer.percent}% off {offer.category ?? 'everything'}, until{' '}
              {formatDate(new Date(offer.endsAt))}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
