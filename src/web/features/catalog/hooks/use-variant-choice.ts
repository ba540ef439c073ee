import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { type VariantView, variantFor } from '#shared/catalog/variants.ts';

export interface VariantChoice {
  /** The value chosen on each axis (English labels, in axis order). */
  chosen: readonly (string | undefined)[];
  /** The variant they name; null when that combination is not offered. */
  variant: VariantView | null;
  /** Choose `label` on axis `axis`: the page follows at once, the URL keeps it (`?variant=`). */
  choose: (axis: number, label: string) => void;
  /** The variant chosen last, even before React has rendered it (Add to Cart tapped right after a value, decision 050). */
  latest: () => VariantView | null;
}

/** The variant a `?variant=` names, else the product's default (its first offered variant). */
function variantOf(product: Product, param: string | null): VariantView | null {
  const variants = product.variants ?? [];
  return (
    variants.find((v) => String(v.id) === param) ??
    variants.find((v) => v.id === product.defaultVariantId) ??
    variants[0] ??
    null
  );
}

/**
 * The product page's choice of a variant (decision 066): it opens on the `?variant=` of its URL (the server renders the
 * same, so a shared link shows the variant from the first paint), else on the default. A choice shows at once and
 * replaces the URL's `?variant=` (no new history entry, no scroll); a combination that is not offered keeps the last
 * one's URL. Back and Forward (the URL changing by itself) bring the page to the URL's variant. Only for a product
 * with options: `null` otherwise.
 */
export function useVariantChoice(product: Product): VariantChoice | null {
  const [params, setParams] = useSearchParams();
  const param = params.get('variant');
  // `seen`: the URL's variant when last looked at; `asked`: the one a choice here put in the URL.
  const [state, setState] = useState(() => ({
    seen: param,
    asked: param,
    chosen: (variantOf(product, param)?.options ?? []) as readonly (string | undefined)[],
  }));
  let current = state;
  if (state.seen !== param) {
    // Our own choice reaching the URL keeps the page as it is; any other change of the URL is followed.
    current =
      param === state.asked
        ? { ...state, seen: param }
        : { seen: param, asked: param, chosen: variantOf(product, param)?.options ?? [] };
    setState(current);
  }
  const variants = product.variants ?? [];
  const variant = variantFor(variants, current.chosen) ?? null;
  // Two taps before React renders (a held early tap and the next one) each build on the one before.
  const latest = useRef({ chosen: current.chosen, variant });
  latest.current = { chosen: current.chosen, variant };

  if (!product.options?.length || variants.length === 0) return null;

  function choose(axis: number, label: string) {
    const chosen = latest.current.chosen.map((value, i) => (i === axis ? label : value));
    const next = variantFor(variants, chosen) ?? null;
    latest.current = { chosen, variant: next };
    const asked = next ? String(next.id) : null;
    setState((old) => ({ ...old, chosen, asked: asked ?? old.asked }));
    if (asked !== null) {
      setParams(
        (old) => {
          const search = new URLSearchParams(old);
          search.set('variant', asked);
          return search;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }

  return { chosen: current.chosen, variant, choose, latest: () => latest.current.variant };
}
