import { ShoppingBag, Zap } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useAssistedT } from '../i18n.ts';

/** The Orders tab's way in: "New order" for a buyer in a chat, "Quick sale" at a stall. */
export function AssistedEntry({ onCompose }: { onCompose: (page: 'order' | 'quick') => void }) {
  const t = useAssistedT();
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => onCompose('order')}>
        <ShoppingBag aria-hidden="true" size={16} />
        {t('entry.newOrder')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onCompose('quick')}>
        <Zap aria-hidden="true" size={16} />
        {t('entry.quickSale')}
      </Button>
    </div>
  );
}
