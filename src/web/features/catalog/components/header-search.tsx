import { clsx } from 'clsx';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import type { Suggestions } from '#shared/catalog/search.schemas.ts';
import { SUGGEST_MIN_LENGTH } from '#shared/catalog/search-limits.ts';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { paths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { normalizeSearch, productFiltersSearch, SEARCH_MAX_LENGTH } from '../lib/product-filters.ts';

/** Typing settles this long before suggestions are asked for (the server answers in a few ms). */
const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The header's search, on every page and width (decision 067): a plain GET form to /products (it works before the
 * app is live and without JavaScript), and once live, products and categories suggested as the shopper types.
 * Enter searches; the arrow keys walk the suggestions; Escape closes them.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const id = useId();
  const t = useT();
  const { lang } = useI18n();
  const navigate = useNavigate();
  const action = useHref(paths.products.path);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const q = normalizeSearch(text);

  useEffect(() => {
    if (q.length < SUGGEST_MIN_LENGTH) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get<Suggestions>('/search/suggestions', { query: { q }, signal: controller.signal })
        .then(setSuggestions, () => {
          // Suggestions are a help: a failed one leaves the box as it is (Enter still searches).
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  function close() {
    setOpen(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!q) return;
    close();
    navigate({ pathname: paths.products.path, search: productFiltersSearch({ q }) });
  }

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') return close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    setOpen(true);
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) document.getElementById(`${id}-q`)?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  }

  const shown = open && suggestions && q.length >= SUGGEST_MIN_LENGTH;
  const count = suggestions ? suggestions.products.length + suggestions.categories.length : 0;
  return (
    <search className={clsx('relative', className)}>
      <form
        action={action}
        method="get"
        onSubmit={submit}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
        }}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('search.label')}
        </label>
        <SearchInput
          id={`${id}-q`}
          name="q"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('list.searchPlaceholder')}
          enterKeyHint="search"
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          inputClassName="min-h-10 py-1.5"
        />
        <span id={`${id}-status`} className="sr-only" aria-live="polite">
          {shown ? t('search.suggestions', { count }) : ''}
        </span>
        <div
          id={`${id}-list`}
          ref={listRef}
          hidden={!shown || count === 0}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-card border border-border bg-surface p-2 shadow-lg"
        >
          {suggestions && suggestions.categories.length > 0 && (
            <SuggestionGroup title={t('nav.categories')}>
              {suggestions.categories.map((category) => (
                <li key={category}>
                  <Link to={paths.products.href(category)} onClick={close} className={itemClass}>
                    {t(`category.${category}`)}
                  </Link>
                </li>
              ))}
            </SuggestionGroup>
          )}
          {suggestions && suggestions.products.length > 0 && (
            <SuggestionGroup title={t('search.products')}>
              {suggestions.products.map((product) => (
                <li key={product.id}>
                  <Link to={paths.product.href(product)} onClick={close} className={itemClass}>
                    {product.imageUrl && (
                      <img
                        src={product.imageUrl}
                        alt=""
                        width={40}
                        height={40}
                        className="size-10 rounded object-cover"
                      />
                    )}
                    <span>{(lang === 'hi' && product.nameHi) || product.name}</span>
                  </Link>
                </li>
              ))}
            </SuggestionGroup>
          )}
          <Link
            to={{ pathname: paths.products.path, search: productFiltersSearch({ q }) }}
            onClick={close}
            className={clsx(itemClass, 'font-semibold text-primary')}
          >
            {t('search.seeAll', { q })}
          </Link>
        </div>
      </form>
    </search>
  );
}

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-control px-2 text-base text-foreground hover:bg-muted/10 focus-visible:bg-muted/10';

function SuggestionGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mb-1">
      <p className="px-2 py-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</p>
      <ul>{children}</ul>
    </div>
  );
}
