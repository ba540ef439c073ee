import { z } from 'zod';
import {
  PAGE_MESSAGES as M,
  PAGE_KINDS,
  PAGE_LIMITS,
  PAGE_SLUG_PATTERN,
  type SitePageInput,
} from './pages.ts';

export * from './pages.ts';

const kindSchema = z.enum(PAGE_KINDS as [string, ...string[]]);

export const sitePageSchema = z.object({
  slug: z.string(),
  kind: kindSchema,
  title: z.string(),
  body: z.string().describe('Markdown (the blog subset: headings, lists, bold, italics)'),
  updatedAt: z.string().nullable(),
});

export const adminSitePageSchema = z.object({
  slug: z.string(),
  kind: kindSchema,
  isPublished: z.boolean(),
  title: z.string(),
  body: z.string(),
  titleHi: z.string(),
  bodyHi: z.string(),
  templateEn: z.boolean().describe('A policy page whose English is still its template'),
  templateHi: z.boolean().describe('A policy page whose Hindi is still its template'),
  updatedAt: z.string().nullable(),
});

export const adminSitePageListSchema = z.object({ items: z.array(adminSitePageSchema) });

export const pageSlugParamsSchema = z.object({ slug: z.string().max(200) });

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const required = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const pageSlugSchema = z
  .string({ error: M.slugRequired })
  .trim()
  .toLowerCase()
  .min(1, M.slugRequired)
  .max(PAGE_LIMITS.slug, M.slugTooLong)
  .regex(PAGE_SLUG_PATTERN, M.slugInvalid);

/**
 * The page's text in both languages. A policy page's language left blank (or saved as its template) reads as
 * the template; a free page's Hindi left blank reads as its English.
 */
export const sitePageInputSchema = z.object({
  slug: pageSlugSchema.optional(),
  title: required(PAGE_LIMITS.title, M.titleRequired, M.titleTooLong),
  body: required(PAGE_LIMITS.body, M.bodyRequired, M.bodyTooLong),
  titleHi: text(PAGE_LIMITS.title, M.titleTooLong).default(''),
  bodyHi: text(PAGE_LIMITS.body, M.bodyTooLong).default(''),
  isPublished: z.boolean().optional(),
});
export type SitePageValues = z.output<typeof sitePageInputSchema>;

/** POST /api/admin/pages: a free page needs its address. */
export const newSitePageInputSchema = sitePageInputSchema.extend({ slug: pageSlugSchema });

export const pageResetSchema = z.object({
  lang: z.enum(['en', 'hi'], { error: 'lang must be en or hi' }),
});

/** Compile-time check: the zod-free input type describes what the schema accepts. */
type Accepts<Schema extends z.ZodType, Body extends z.input<Schema>> = Body;
export type PageRequestTypesChecked = [Accepts<typeof sitePageInputSchema, SitePageInput>];
