import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface SubTab<T extends string> {
  id: T;
  label: ReactNode;
}

interface SubTabsProps<T extends string> {
  label: string;
  tabs: readonly SubTab<T>[];
  value: T;
  onChange: (id: T) => void;
  children: ReactNode;
  className?: string;
}

/**
 * Sub-tabs inside an admin tab (Orders: New / Delivered / Cancelled/Returned; All Customers: list,
 * marketing, analytics). WAI-ARIA tabs: arrow keys, Home and End move between them; only the panel on
 * screen is rendered.
 */
export function SubTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  className,
}: SubTabsProps<T>) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === value);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-border px-1"
      >
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={cn(
                '-mb-px inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:text-base',
                selected
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted hover:border-foreground/20 hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${value}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable.
        tabIndex={0}
        className="pt-5 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
