import { AssistedOrderPanel } from './assisted-order-panel.tsx';
import { NewOrder } from './new-order.tsx';
import { QuickSale } from './quick-sale.tsx';

/**
 * The Orders tab's `?new=` pages: `order` (the New order form), `quick` (Quick sale), and `made:<id>` (the order
 * just made, with its link), so a reload keeps the page.
 */
export default function AssistedPages({
  page,
  onPage,
  onOpenOrder,
  onOrderMade,
}: {
  page: string;
  onPage: (page: string) => void;
  onOpenOrder: (id: string) => void;
  /** The Orders tab reads again what a new order changes. */
  onOrderMade: () => void;
}) {
  const back = () => onPage('');
  if (page === 'quick') return <QuickSale onBack={back} onSold={onOrderMade} />;
  if (page.startsWith('made:')) {
    return (
      <AssistedOrderPanel
        id={page.slice('made:'.length)}
        // The order's page shows over this one (`?order=` comes first); its Back returns here.
        onOpenOrder={onOpenOrder}
        onNext={() => onPage('order')}
      />
    );
  }
  return (
    <NewOrder
      onBack={back}
      onMade={(id) => {
        onOrderMade();
        onPage(`made:${id}`);
      }}
    />
  );
}
