import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { formatDate } from '#shared/format/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { runningOffersQueryOptions } from '../api/offers-api.ts';
import { usePromotionsT } from '../i18n.ts';

/**
 * The store-wide offers running now (docs/product.md §3.12), one line each; nothing when none. The prices
 * already include them (the server decides them), so the banner only tells the shopper why.
 */
export function OfferBanner() {
  const offers = useQuery(runningOffersQueryOptions()).data?.items ?? [];
  const t = usePromotionsT();
  const { locale } = useI18n();
  if (offers.length === 0) return null;
  return (
    <ul aria-label={t('promotions.offers')} className="flex flex-col gap-2">
      {offers.map((offer) => (
        <li
          key={offer.id}
          className="flex items-center gap-2 rounded-control bg-accent/25 px-3 py-2.5 text-sm font-semibold"
        >
          <Sparkles aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0 text-primary" />
          <span>
            {offer.title}
            <span className="font-normal text-muted">
              {' · '}
              {t('promotions.offerLine', {
                percent: offer.percent,
                what: offer.category ?? t('promotions.everything'),
                date: formatDate(new Date(offer.endsAt), locale),
              })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
