import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Banknote, Check, Minus, Plus, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminProduct } from '#shared/catalog/product-admin.schemas.ts';
import type { InPersonMode } from '#shared/orders/assisted.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useShopProducts } from '../../products/hooks/use-shop-products.ts';
import { createAssistedOrder } from '../api/assisted-api.ts';
import { useAssistedT } from '../i18n.ts';
import type { CatalogLineValues } from '../lib/new-order-form.ts';
import { useLiveQuote } from './live-summary.tsx';
import { ProductChoices } from './product-picker.tsx';

const lineKey = (l: CatalogLineValues) =>
  `${l.productId}:${l.variantId ?? ''}:${JSON.stringify(l.personalisation ?? {})}`;

/**
 * Quick sale at a fair (decision 076), phone first: tap a product's tile (again for one more), take cash or UPI, done:
 * three taps for a one-piece sale. The order is paid in person with no buyer named and no delivery, confirmed and
 * invoiced at once; the total is the server's.
 */
export function QuickSale({ onBack, onSold }: { onBack: () => void; onSold: () => void }) {
  const t = useAssistedT();
  const [q, setQ] = useState('');
  const { products, pending } = useShopProducts(useDebouncedValue(q.trim()));
  const [lines, setLines] = useState<CatalogLineValues[]>([]);
  const [choosing, setChoosing] = useState<AdminProduct | null>(null);
  const [taking, setTaking] = useState<InPersonMode | null>(null);
  const [leaving, setLeaving] = useState(false);
  const items = lines.map(({ productId, variantId, quantity, personalisation }) => ({
    productId,
    ...(variantId ? { variantId } : {}),
    quantity,
    ...(personalisation ? { personalisation } : {}),
  }));
  const quote = useLiveQuote(
    items.length > 0 ? { items, customLines: [], discount: 0, deliveryFee: 0, payment: 'in_person' } : null,
  );
  // Only the total of the pieces on screen: a tap still being priced shows no amount and takes no money.
  const total = items.length === 0 ? 0 : quote.current ? quote.data?.total : undefined;

  const add = (line: CatalogLineValues) =>
    setLines((now) => {
      const at = now.findIndex((l) => lineKey(l) === lineKey(line));
      if (at < 0) return [...now, line];
      return now.map((l, i) => (i === at ? { ...l, quantity: l.quantity + line.quantity } : l));
    });
  const change = (key: string, by: number) =>
    setLines((now) =>
      now.flatMap((l) =>
        lineKey(l) !== key ? [l] : l.quantity + by > 0 ? [{ ...l, quantity: l.quantity + by }] : [],
      ),
    );
  const tap = (product: AdminProduct) => {
    if (product.hasOptions || (product.personalisation?.length ?? 0) > 0) setChoosing(product);
    else add({ productId: product.id, quantity: 1, name: product.name, options: null });
  };

  const sell = useMutation({
    mutationFn: (mode: InPersonMode) =>
      createAssistedOrder({ items, payment: 'in_person', inPersonMode: mode }),
    onSuccess: (made) => {
      setTaking(null);
      toast.success(t('quick.sold', { order: made.orderNumber, amount: formatRupees(made.total) }));
      setLines([]);
      onSold();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <section aria-labelledby="quick-sale-heading" className="flex flex-col gap-4 pb-40">
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => (lines.length ? setLeaving(true) : onBack())}
      >
        <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
        {t('page.back')}
      </Button>
      <div>
        <h2 id="quick-sale-heading" className="text-2xl">
          {t('quick.heading')}
        </h2>
        <p className="text-sm text-muted">{t('quick.hint')}</p>
      </div>
      <SearchInput
        aria-label={t('lines.findProduct')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('lines.findPlaceholder')}
      />
      {choosing && (
        <ProductChoices
          product={choosing}
          onAdd={(line) => {
            add(line);
            setChoosing(null);
          }}
          onCancel={() => setChoosing(null)}
        />
      )}
      {pending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="aspect-square rounded-card" />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-label={t('quick.products')}>
          {products.map((product) => {
            const inSale = lines
              .filter((l) => l.productId === product.id)
              .reduce((n, l) => n + l.quantity, 0);
            return (
              <li key={product.id}>
                <button
                  type="button"
                  onClick={() => tap(product)}
                  aria-label={t('quick.add', { name: product.name })}
                  className="relative flex w-full flex-col overflow-hidden rounded-card border border-border bg-surface text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-foreground"
                >
                  <ResponsiveImage
                    image={product.images[0]}
                    alt=""
                    sizes="50vw"
                    className="aspect-square w-full object-cover"
                  />
                  <span className="line-clamp-2 px-2 pt-2 text-sm font-semibold">{product.name}</span>
                  <span className="px-2 pb-2 text-sm tabular-nums">
                    {formatRupees(product.salePrice ?? product.price)}
                  </span>
                  {inSale > 0 && (
                    <span className="absolute top-2 right-2 rounded-full bg-primary px-2 py-0.5 text-sm font-semibold text-white">
                      {inSale}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="fixed inset-x-0 bottom-0 z-40 flex flex-col gap-2 border-t border-border bg-surface p-3 shadow-soft">
        {lines.length > 0 && (
          <ul className="flex max-h-32 flex-col gap-1 overflow-y-auto" aria-label={t('quick.inSale')}>
            {lines.map((line) => (
              <li key={lineKey(line)} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate">
                  {line.name}
                  {line.options ? ` (${line.options})` : ''}
                </span>
                <span className="flex shrink-0 items-center gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('lines.less', { name: line.name })}
                    onClick={() => change(lineKey(line), -1)}
                  >
                    <Minus aria-hidden="true" size={16} />
                  </Button>
                  <span className="w-6 text-center tabular-nums">{line.quantity}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('lines.more', { name: line.name })}
                    onClick={() => change(lineKey(line), 1)}
                  >
                    <Plus aria-hidden="true" size={16} />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {taking ? (
          <section className="flex flex-col gap-2" aria-labelledby="quick-taking">
            <p id="quick-taking" className="text-center font-semibold" role="status">
              {t(taking === 'upi' ? 'quick.takeUpi' : 'quick.takeCash', {
                amount: total === undefined ? '…' : formatRupees(total),
              })}
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Button type="button" size="lg" variant="secondary" onClick={() => setTaking(null)}>
                {t('quick.notYet')}
              </Button>
              <Button
                type="button"
                size="lg"
                // The third tap: the focus waits on it.
                autoFocus
                disabled={sell.isPending || total === undefined}
                onClick={() => sell.mutate(taking)}
              >
                <Check aria-hidden="true" size={20} />
                {t('quick.done')}
              </Button>
            </div>
          </section>
        ) : (
          <>
            <div className="grid grid-cols-2 gap-2">
              {(['cash', 'upi'] as const).map((mode) => (
                <Button
                  key={mode}
                  type="button"
                  size="lg"
                  variant={mode === 'cash' ? 'primary' : 'secondary'}
                  disabled={lines.length === 0 || total === undefined}
                  onClick={() => setTaking(mode)}
                >
                  {mode === 'cash' ? (
                    <Banknote aria-hidden="true" size={20} />
                  ) : (
                    <Smartphone aria-hidden="true" size={20} />
                  )}
                  {t(`quick.${mode}`)}
                </Button>
              ))}
            </div>
            <p className="text-center text-sm font-semibold tabular-nums" aria-live="polite">
              {lines.length === 0
                ? t('quick.empty')
                : total === undefined
                  ? t('quick.pricing')
                  : t('quick.total', { amount: formatRupees(total) })}
            </p>
          </>
        )}
      </div>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('page.discardTitle')}
        description={t('quick.discardText')}
        confirmLabel={t('page.discard')}
        cancelLabel={t('page.keep')}
        onConfirm={onBack}
      />
    </section>
  );
}
