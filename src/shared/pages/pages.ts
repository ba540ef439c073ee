// Zod-free: the storefront's footer, checkout and sign-up link to these without pulling in zod.

/**
 * The policy pages every shop has (decision 077): their fixed URLs under /pages/. Each reads as its template,
 * filled with the store's settings, until the owner saves their own text (per language); they cannot be
 * drafted or deleted. The owner's free pages ('custom') take any other slug.
 */
export const POLICY_PAGES = [
  { kind: 'privacy', slug: 'privacy-policy' },
  { kind: 'terms', slug: 'terms' },
  { kind: 'refunds', slug: 'refund-policy' },
  { kind: 'shipping', slug: 'shipping-policy' },
  { kind: 'contact', slug: 'contact' },
  { kind: 'accessibility', slug: 'accessibility' },
] as const;

export type PolicyKind = (typeof POLICY_PAGES)[number]['kind'];
export type PageKind = PolicyKind | 'custom';
export const PAGE_KINDS: readonly PageKind[] = [...POLICY_PAGES.map((p) => p.kind), 'custom'];

export const policySlug = (kind: PolicyKind): string => POLICY_PAGES.find((p) => p.kind === kind)!.slug;
export const policyOfSlug = (slug: string) => POLICY_PAGES.find((p) => p.slug === slug);

/** Where a page is served (without the language prefix). */
export const sitePageHref = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

export const PAGE_LIMITS = { slug: 60, title: 120, body: 30_000 } as const;

/** Lowercase letters, digits and single hyphens between them. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page as the storefront shows it, in one language. */
export interface SitePage {
  slug: string;
  kind: PageKind;
  title: string;
  /** Markdown (the blog's subset), rendered as text nodes, never as HTML. */
  body: string;
  updatedAt: string | null;
}

/** A page as the admin edits it: both languages, and which of them still read as the template. */
export interface AdminSitePage {
  slug: string;
  kind: PageKind;
  isPublished: boolean;
  title: string;
  body: string;
  titleHi: string;
  bodyHi: string;
  /** Policy pages: the English (Hindi) is the template, filled with today's settings. Free pages: false. */
  templateEn: boolean;
  templateHi: boolean;
  updatedAt: string | null;
}

/** PUT /api/admin/pages/:slug and POST /api/admin/pages (free pages: slug and isPublished too). */
export interface SitePageInput {
  slug?: string;
  title: string;
  body: string;
  titleHi?: string;
  bodyHi?: string;
  isPublished?: boolean;
}

export const PAGE_MESSAGES = {
  titleRequired: 'Please enter a title.',
  bodyRequired: 'Please write the page.',
  titleTooLong: `The title can be at most ${PAGE_LIMITS.title} characters.`,
  bodyTooLong: `The page can be at most ${PAGE_LIMITS.body.toLocaleString('en-IN')} characters.`,
  slugRequired: 'Please enter the page address.',
  slugInvalid: 'Use lowercase letters, digits and hyphens, like bulk-gifting.',
  slugTooLong: `The page address can be at most ${PAGE_LIMITS.slug} characters.`,
  slugTaken: 'Another page already has this address.',
  slugReserved: 'This address belongs to one of the policy pages.',
  notFound: 'Page not found.',
  policyKept: 'A policy page cannot be deleted; reset it to its template instead.',
  policyAlwaysPublished: 'A policy page is always published.',
  onlyPolicyReset: 'Only a policy page has a template to reset to.',
  saved: 'Page saved.',
  created: 'Page created.',
  deleted: 'Page deleted.',
  reset: 'Page reset to its template.',
  saveFailed: 'Failed to save the page. Please try again.',
  deleteFailed: 'Failed to delete the page. Please try again.',
  resetFailed: 'Failed to reset the page. Please try again.',
} as const;
