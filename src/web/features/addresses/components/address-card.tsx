import { Briefcase, Home, MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import type { AddressType, SavedAddress } from '#shared/addresses/address.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAddressesT } from '../i18n.ts';
import { placeLine } from '../lib/address-list.ts';

const TYPE_ICONS: Record<AddressType, typeof Home> = { Home, Work: Briefcase, Other: MapPin };

/** '9876543210' → '+91 98765 43210' (the server keeps the 10 digits). */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

export interface AddressActions {
  onSetDefault: (address: SavedAddress) => void;
  onEdit: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
  /** The address a change is being sent for (its buttons wait). */
  busyId: string | null;
}

interface AddressCardProps {
  address: SavedAddress;
  /** None: read-only (the device copy while the server cannot be reached). */
  actions?: AddressActions;
}

/** One saved address (docs/product.md §5.6): type, Default badge, name, address, city/state/pincode, phone, actions. */
export function AddressCard({ address, actions }: AddressCardProps) {
  const t = useAddressesT();
  const Icon = TYPE_ICONS[address.type];
  const busy = actions?.busyId === address.id;
  const type = t(`addresses.type.${address.type}`);
  // Tells the repeated buttons apart for screen readers ('Edit' → 'Edit Home address, Meera Iyer').
  const which = <span className="sr-only"> {t('addresses.which', { type, name: address.name })}</span>;
  return (
    <article
      aria-busy={busy || undefined}
      className={cn(
        'flex h-full flex-col gap-3 rounded-card border bg-surface p-5 transition-opacity',
        address.isDefault ? 'border-secondary/50' : 'border-border',
        busy && 'opacity-60',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="grid size-9 place-items-center rounded-full bg-sand text-primary">
          <Icon aria-hidden="true" size={18} strokeWidth={1.75} />
        </span>
        <h2 className="font-sans text-lg font-semibold">{type}</h2>
        {address.isDefault && <Badge variant="secondary">{t('addresses.default')}</Badge>}
      </div>
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold">{address.name}</p>
        <p className="break-words whitespace-pre-line">{address.address}</p>
        <p>{placeLine(address)}</p>
        <p className="text-muted">
          {t('addresses.phoneLabel')}{' '}
          <span className="text-foreground tabular-nums">{formatPhone(address.phone)}</span>
        </p>
      </div>
      {actions && (
        <div className="mt-auto flex flex-wrap gap-1.5 border-t border-border pt-3">
          {!address.isDefault && (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => actions.onSetDefault(address)}
            >
              <Star aria-hidden="true" strokeWidth={1.75} />
              {t('addresses.setDefault')}
              {which}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => actions.onEdit(address)}
            className="px-2.5"
          >
            <Pencil aria-hidden="true" strokeWidth={1.75} />
            {t('addresses.edit')}
            {which}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => actions.onDelete(address)}
            className="px-2.5 text-danger hover:bg-danger/8"
          >
            <Trash2 aria-hidden="true" strokeWidth={1.75} />
            {t('addresses.delete')}
            {which}
          </Button>
        </div>
      )}
    </article>
  );
}

export function AddressCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      <div className="flex items-center gap-2">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-5 w-20" />
      </div>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="mt-2 h-11 w-full" />
    </div>
  );
}
