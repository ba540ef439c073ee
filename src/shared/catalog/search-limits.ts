/**
 * The search box's limits, without zod: the header's search (in every page's entry bundle) reads them, and zod
 * there would cost every first page ~25 kB gzip more to download and run before it is live.
 */

/** Suggestions start at the second letter; the list's search refuses more than 100 characters. */
export const SUGGEST_MIN_LENGTH = 2;
export const SEARCH_TEXT_MAX = 100;
