import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface SubTab<T extends string> {
  id: T;
  label: string;
  /** Shown beside the label ('–' while unknown) and read as 'Label (n)'. */
  count?: number | null;
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
        className="flex gap-1 overflow-x-auto border-b border-border"
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
              aria-label={tab.count === undefined ? undefined : `${tab.label} (${tab.count ?? '…'})`}
              onClick={() => onChange(tab.id)}
              className={cn(
                // Phones: the tabs share the width and a long label wraps ('Cancelled/ Returned').
                '-mb-px inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 border-b-2 px-2 py-1 text-center text-sm leading-tight font-semibold transition-colors sm:flex-none sm:px-3 sm:text-base sm:whitespace-nowrap',
                selected
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted hover:border-foreground/20 hover:text-foreground',
              )}
            >
              {/* A break opportunity after '/', so 'Cancelled/Returned' can wrap on a phone. */}
              <span>{tab.label.replaceAll('/', '/\u200B')}</span>
              {tab.count !== undefined && (
                <span
                  aria-hidden="true"
                  className="rounded-full bg-sand px-2 text-sm tabular-nums text-foreground"
                >
                  {tab.count ?? '–'}
                </span>
              )}
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
