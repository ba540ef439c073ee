import { useEffect, useState } from 'react';
import { recordView } from '../api/blog-api.ts';
import { claimView } from '../lib/view-counter.ts';

/**
 * Counts a view of the loaded post (pass its slug once it has loaded) on the server, once per post per
 * browser within the window. Answers the server's new total, or undefined until then, when this view was
 * not counted, or when counting failed (silently, docs/product.md §9.12).
 */
export function usePostViews(loadedSlug: string | undefined): number | undefined {
  const [counted, setCounted] = useState<{ slug: string; viewCount: number } | null>(null);
  useEffect(() => {
    if (!loadedSlug || !claimView(loadedSlug, Date.now())) return;
    recordView(loadedSlug)
      .then(({ viewCount }) => setCounted({ slug: loadedSlug, viewCount }))
      .catch(() => undefined);
  }, [loadedSlug]);
  return counted && counted.slug === loadedSlug ? counted.viewCount : undefined;
}
