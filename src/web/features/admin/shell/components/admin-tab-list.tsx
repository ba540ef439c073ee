import { type KeyboardEvent, useEffect, useRef } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useAdminShellT } from '../i18n.ts';
import type { AdminTab } from '../lib/admin-tabs.ts';

export const tabDomId = (id: string) => `admin-tab-${id}`;
export const panelDomId = (id: string) => `admin-panel-${id}`;

interface AdminTabListProps {
  tabs: readonly AdminTab[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * WAI-ARIA tabs with manual activation: the arrow keys, Home and End move focus along the tabs (roving
 * tabindex: only the open tab is in the Tab order), Enter or Space opens the focused one. Manual, because each
 * opening loads a chunk and adds a history entry; arrowing past a tab should do neither. Below lg the row scrolls
 * sideways, its right edge fading to say there is more, and keeps the open tab in view; from lg the tabs wrap onto
 * a second row, all in sight (a hidden scroll at 1280 px kept Staff and Audit Log out of view: audit D-c7).
 * Hovering or focusing a tab starts downloading its chunk.
 */
export function AdminTabList({ tabs, selected, onSelect }: AdminTabListProps) {
  const t = useAdminShellT();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = refs.current.get(tabs[target]!.id);
    tab?.focus();
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      className="-mx-4 flex snap-x gap-1 overflow-x-auto border-b border-border px-4 [scrollbar-width:none] max-lg:pr-10 max-lg:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] sm:mx-0 sm:pl-0 lg:flex-wrap lg:overflow-visible"
    >
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabDomId(tab.id)}
            aria-selected={active}
            aria-controls={panelDomId(tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerEnter={() => void tab.load().catch(() => undefined)}
            onFocus={() => void tab.load().catch(() => undefined)}
            className={cn(
              'relative min-h-11 shrink-0 snap-start rounded-t-control px-4 font-semibold whitespace-nowrap transition-colors focus-visible:-outline-offset-2',
              active
                ? 'text-primary after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full after:bg-primary'
                : 'text-muted hover:bg-sand hover:text-foreground',
            )}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
