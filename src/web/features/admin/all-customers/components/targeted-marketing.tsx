import { useQueryClient } from '@tanstack/react-query';
import { Clock, Crown, Sparkles, Target } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CustomerSegmentResult } from '#shared/customers/customer-admin.schemas.ts';
import { CUSTOMER_SEGMENTS, type CustomerSegment } from '#shared/customers/customer-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { customerSegmentQueryOptions } from '../../customers/api/customers-api.ts';
import { CustomerRowCard } from '../../customers/components/customer-row.tsx';
import { formatCount } from '../../customers/lib/customer-format.ts';
import { useAllCustomersT } from '../i18n.ts';

const ICONS: Record<CustomerSegment, typeof Crown> = {
  'high-value': Crown,
  'recent-signups': Sparkles,
  inactive: Clock,
};

/**
 * Targeted Marketing (docs/product.md §7.6, §9.6): High-Value, Recent Signups and Inactive, each with its rule; a press
 * asks the server who matches now, says 'Targeted Customers Found' with the count and lists them.
 */
export function TargetedMarketing() {
  const t = useAllCustomersT();
  const queryClient = useQueryClient();
  const [active, setActive] = useState<CustomerSegment | null>(null);
  const [loading, setLoading] = useState<CustomerSegment | null>(null);
  const [result, setResult] = useState<CustomerSegmentResult | null>(null);

  const target = async (segment: CustomerSegment) => {
    setLoading(segment);
    try {
      const found = await queryClient.fetchQuery(customerSegmentQueryOptions(segment));
      setActive(segment);
      setResult(found);
      toast.success(t('target.found'), {
        description: t('target.foundDetail', { count: found.total, segment: t(`segment.${segment}`) }),
      });
    } catch {
      // docs/product.md §7.6: the failure gives an empty list and this toast.
      setActive(segment);
      setResult({ items: [], total: 0 });
      toast.error(t('target.failed'));
    } finally {
      setLoading(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 md:grid-cols-3">
        {CUSTOMER_SEGMENTS.map((segment) => {
          const title = t(`segment.${segment}`);
          const Icon = ICONS[segment];
          return (
            <li
              key={segment}
              className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:p-5"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-sand text-primary">
                  <Icon aria-hidden="true" size={20} strokeWidth={1.75} />
                </span>
                <h3 className="text-lg">{title}</h3>
              </div>
              <p className="flex-1 text-muted">{t(`segment.${segment}.rule`)}</p>
              <Button
                variant={active === segment ? 'primary' : 'secondary'}
                onClick={() => void target(segment)}
                disabled={loading !== null}
                aria-label={t('target.label', { segment: title })}
              >
                <Target aria-hidden="true" strokeWidth={1.75} />
                {loading === segment ? t('target.finding') : t('target.button')}
              </Button>
            </li>
          );
        })}
      </ul>

      {loading && !result ? (
        <Skeleton className="h-32 rounded-card" />
      ) : (
        active &&
        result && (
          <section
            aria-labelledby="segment-heading"
            aria-busy={loading !== null}
            className="flex flex-col gap-3"
          >
            <h3 id="segment-heading" className="text-xl">
              {t('target.heading', { count: result.total, segment: t(`segment.${active}`) })}
              {result.total > result.items.length && (
                <span className="text-base font-normal text-muted">
                  {' '}
                  {t('target.firstShown', { count: formatCount(result.items.length) })}
                </span>
              )}
            </h3>
            {result.items.length === 0 ? (
              <p className="text-muted">{t('target.none')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {result.items.map((c) => (
                  <li key={c.id}>
                    <CustomerRowCard customer={c} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      )}
    </div>
  );
}
