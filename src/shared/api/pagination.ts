import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deeper pages are refused: each would be a new cache key and a deep OFFSET scan (security review L11). */
export const MAX_PAGE = 10_000;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1, 'page must be 1 or more')
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
    .default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});

/** A page of a list as the API answers it: what pageSchema checks, as a type for the web's reads. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
