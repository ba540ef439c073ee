// Zod-free: the admin's product form reads these rules and texts (decision 088).

/** The longest slug: long enough for a craft's name, short enough for a link shared in a chat. */
export const MAX_SLUG_LENGTH = 80;

/** Lowercase ASCII letters, digits and single hyphens; `hasLetter` too, so a slug never reads as an id. */
const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isProductSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_FORMAT.test(value) && /[a-z]/.test(value);
}

export const SLUG_MESSAGES = {
  invalid:
    'The link may use lowercase letters a-z, digits and single hyphens (at most 80), with at least one letter.',
  /** Another product's address now. */
  taken: (name: string) => `This link is already used by "${name}".`,
  /** Another product's old address, which redirects there (decision 088). */
  redirects: (name: string) =>
    `This link is an old link of "${name}" and takes shoppers there. Remove it from that product's old links first.`,
  redirectNotFound: 'This old link is not one of the product’s.',
} as const;

/** A product page's path: `/product/{slug}` (decision 088); a numeric id still works and answers 301 to the slug. */
export function productPath(product: { slug: string } | { id: number; slug?: string }, variantId?: number) {
  const address = 'slug' in product && product.slug ? product.slug : String((product as { id: number }).id);
  return `/product/${encodeURIComponent(address)}${variantId !== undefined ? `?variant=${variantId}` : ''}`;
}
