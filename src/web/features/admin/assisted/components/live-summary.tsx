import { useQuery } from '@tanstack/react-query';
import type { AssistedQuote, AssistedQuoteInput } from '#shared/orders/assisted.schemas.ts';
import { formatRoundOff, formatRupees } from '#shared/pricing/money.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { assistedQuoteQueryOptions } from '../api/assisted-api.ts';
import { useAssistedT } from '../i18n.ts';

/**
 * The server's live summary of what is typed so far (`…/assisted/quote`): each line, the discount, delivery, total.
 * `current`: the summary is of what is on screen now (not the one before a change still being priced).
 */
export function useLiveQuote(body: AssistedQuoteInput | null) {
  const typed = body ? JSON.stringify(body) : '';
  const settled = useDebouncedValue(typed, 300);
  const query = useQuery({
    ...assistedQuoteQueryOptions(
      settled ? (JSON.parse(settled) as AssistedQuoteInput) : ({} as AssistedQuoteInput),
    ),
    enabled: settled !== '',
  });
  return { ...query, current: typed === settled && query.isSuccess && !query.isPlaceholderData };
}

export function LiveSummary({ body }: { body: AssistedQuoteInput | null }) {
  const t = useAssistedT();
  const quote = useLiveQuote(body);
  if (!body) return <p className="text-sm text-muted">{t('summary.empty')}</p>;
  if (quote.isError)
    return (
      <p className="text-sm text-danger" role="alert">
        {errorMessage(quote.error)}
      </p>
    );
  if (!quote.data) return <Skeleton className="h-40 rounded-card" />;
  return <SummaryTable quote={quote.data} stale={!quote.current} />;
}

function SummaryTable({ quote, stale }: { quote: AssistedQuote; stale: boolean }) {
  const t = useAssistedT();
  const row = (label: string, paise: number, minus = false) => (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{minus ? `−${formatRupees(paise)}` : formatRupees(paise)}</dd>
    </div>
  );
  return (
    <div className={stale ? 'opacity-70 transition-opacity' : undefined} aria-busy={stale || undefined}>
      <ul className="flex flex-col gap-1 text-sm">
        {quote.lines.map((line) => (
          <li
            key={`${line.custom} ${line.name} ${line.options} ${line.unitPrice}`}
            className="flex justify-between gap-3"
          >
            <span className="min-w-0">
              {line.name}
              {line.options ? ` (${line.options})` : ''} × {line.quantity}
            </span>
            <span className="tabular-nums">{formatRupees(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1 border-t border-border pt-3 text-sm">
        {row(t('summary.subtotal'), quote.subtotal)}
        {quote.discount > 0 && row(t('summary.discount'), quote.discount, true)}
        {row(t('summary.delivery'), quote.shippingCost + quote.zoneFee)}
        {quote.codFee > 0 && row(t('summary.codFee'), quote.codFee)}
        {quote.roundOff !== 0 && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('summary.roundOff')}</dt>
            <dd className="tabular-nums">{formatRoundOff(quote.roundOff)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 text-base font-semibold">
          <dt>{t('summary.total')}</dt>
          <dd className="tabular-nums" data-testid="assisted-total">
            {formatRupees(quote.total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
