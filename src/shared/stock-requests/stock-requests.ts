// Back in stock and "ask for one like this" (decision 073): the figures both sides use. Zod-free.

/** At most this many shoppers are told per unit restocked; the rest wait for the next restock. */
export const TOLD_PER_UNIT = 3;
export const STOCK_REQUEST_NOTE_MAX = 1000;
/** Per client address, as the other public writes. */
export const STOCK_REQUESTS_PER_IP_PER_10_MINUTES = 10;
