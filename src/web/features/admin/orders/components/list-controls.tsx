import { LayoutList, Rows3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useAdminOrdersT } from '../i18n.ts';

export const ORDER_VIEWS = ['cards', 'rows'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** Cards (everything on each order, its status dropdown) or compact rows to tick many at once (audit D-m10). */
export function ViewSwitch({ view, onChange }: { view: OrderView; onChange: (view: OrderView) => void }) {
  const t = useAdminOrdersT();
  const icons = { cards: LayoutList, rows: Rows3 };
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t('view.label')}</legend>
      {ORDER_VIEWS.map((id) => {
        const Icon = icons[id];
        return (
          <button
            key={id}
            type="button"
            aria-pressed={view === id}
            onClick={() => onChange(id)}
            className={cn(
              'inline-flex items-center gap-1 rounded-control border px-3 py-1.5 text-sm',
              view === id ? 'border-primary bg-primary/10 font-semibold' : 'border-border hover:bg-sand',
            )}
          >
            <Icon aria-hidden="true" size={16} strokeWidth={1.75} />
            {t(`view.${id}`)}
          </button>
        );
      })}
    </fieldset>
  );
}

/** The select-all box over the shown orders: ticked, mixed (some ticked) or empty. */
export function SelectAll({
  state,
  count,
  onToggle,
}: {
  state: 'all' | 'some' | 'none';
  count: number;
  onToggle: () => void;
}) {
  const t = useAdminOrdersT();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 text-sm font-semibold">
      <input ref={box} type="checkbox" className="size-5" checked={state === 'all'} onChange={onToggle} />
      {t('select.all', { count })}
    </label>
  );
}
