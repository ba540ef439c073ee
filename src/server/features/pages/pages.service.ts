import type { Lang } from '#shared/i18n/translate.ts';
import type { SitePageValues } from '#shared/pages/pages.schemas.ts';
import {
  type AdminSitePage,
  PAGE_MESSAGES as M,
  POLICY_PAGES,
  type PolicyKind,
  policyOfSlug,
  type SitePage,
} from '#shared/pages/pages.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { CACHE_TAGS, type PublicRead } from '../../lib/public-cache.ts';
import { readDeliveryRules } from '../delivery/delivery.service.ts';
import { readReturnWindow, readStoreSettings } from '../settings/settings.service.ts';
import {
  deleteFreePage,
  findPageRow,
  insertFreePage,
  listPageRows,
  listPublishedFreePages,
  type SitePageColumns,
  type SitePageRow,
  updateFreePage,
  upsertPolicyRow,
} from './pages.repo.ts';
import { type PageText, type PolicyFacts, policyFacts } from './policy-facts.ts';
import { EN_TEMPLATES } from './templates-en.ts';
import { HI_TEMPLATES } from './templates-hi.ts';

/** Policy pages and the owner's free pages (decision 077, docs/product.md §7.18). */

const TEMPLATES = { en: EN_TEMPLATES, hi: HI_TEMPLATES } as const;

async function readFacts(db: Db): Promise<PolicyFacts> {
  const [settings, rules, returns] = await Promise.all([
    readStoreSettings(db),
    readDeliveryRules(db),
    readReturnWindow(db),
  ]);
  return policyFacts(settings, rules, returns);
}

export const policyTemplate = (kind: PolicyKind, lang: Lang, facts: PolicyFacts): PageText =>
  TEMPLATES[lang][kind](facts);

const notFound = () => new AppError('NOT_FOUND', M.notFound);
const slugRefused = (message: string, code: 'VALIDATION_FAILED' | 'CONFLICT' = 'VALIDATION_FAILED') =>
  new AppError(code, message, { slug: message });

/** A policy page: each language's saved text, or its template where none is saved. */
function policyPage(kind: PolicyKind, slug: string, row: SitePageRow | undefined, facts: PolicyFacts) {
  const en = row?.body ? { title: row.title, body: row.body } : policyTemplate(kind, 'en', facts);
  const hi = row?.bodyHi ? { title: row.titleHi, body: row.bodyHi } : policyTemplate(kind, 'hi', facts);
  return {
    slug,
    kind,
    isPublished: true,
    title: en.title,
    body: en.body,
    titleHi: hi.title,
    bodyHi: hi.body,
    templateEn: !row?.body,
    templateHi: !row?.bodyHi,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  } satisfies AdminSitePage;
}

const freePage = (row: SitePageRow): AdminSitePage => ({
  slug: row.slug,
  kind: 'custom',
  isPublished: row.isPublished,
  title: row.title,
  body: row.body,
  titleHi: row.titleHi,
  bodyHi: row.bodyHi,
  templateEn: false,
  templateHi: false,
  updatedAt: row.updatedAt.toISOString(),
});

/** Admin → Pages: the six policy pages first (in their order), then the free pages by address. */
export async function listAdminPages(db: Db): Promise<AdminSitePage[]> {
  const [rows, facts] = await Promise.all([listPageRows(db), readFacts(db)]);
  const policies = POLICY_PAGES.map(({ kind, slug }) =>
    policyPage(
      kind,
      slug,
      rows.find((r) => r.kind === kind),
      facts,
    ),
  );
  return [...policies, ...rows.filter((r) => r.kind === 'custom').map(freePage)];
}

export async function readAdminPage(db: Db, slug: string): Promise<AdminSitePage> {
  const policy = policyOfSlug(slug);
  if (policy) return policyPage(policy.kind, slug, await findPageRow(db, slug), await readFacts(db));
  const row = await findPageRow(db, slug);
  if (!row) throw notFound();
  return freePage(row);
}

/** A policy language saved as exactly its template stays the template (and so follows the settings). */
function policyColumns(kind: PolicyKind, input: SitePageValues, facts: PolicyFacts): SitePageColumns {
  const saved = (lang: Lang, title: string, body: string) => {
    const template = policyTemplate(kind, lang, facts);
    return !body || (title === template.title && body === template.body) ? ['', ''] : [title, body];
  };
  const [title, body] = saved('en', input.title, input.body);
  const [titleHi, bodyHi] = saved('hi', input.titleHi || input.title, input.bodyHi);
  return { title: title!, body: body!, titleHi: titleHi!, bodyHi: bodyHi! };
}

const textOf = (input: SitePageValues): SitePageColumns => ({
  title: input.title,
  body: input.body,
  titleHi: input.titleHi,
  bodyHi: input.bodyHi,
});

/** The database's answer to a taken address as the field's message. */
async function withFreeSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw slugRefused(M.slugTaken, 'CONFLICT');
    throw error;
  }
}

export async function savePage(db: Db, slug: string, input: SitePageValues): Promise<AdminSitePage> {
  const policy = policyOfSlug(slug);
  if (policy) {
    if (input.slug !== undefined && input.slug !== slug) throw slugRefused(M.slugReserved);
    if (input.isPublished === false)
      throw new AppError('VALIDATION_FAILED', M.policyAlwaysPublished, {
        isPublished: M.policyAlwaysPublished,
      });
    const facts = await readFacts(db);
    const row = await upsertPolicyRow(db, policy.kind, slug, policyColumns(policy.kind, input, facts));
    return policyPage(policy.kind, slug, row, facts);
  }
  const current = await findPageRow(db, slug);
  if (!current) throw notFound();
  const nextSlug = input.slug ?? slug;
  if (policyOfSlug(nextSlug)) throw slugRefused(M.slugReserved);
  const row = await withFreeSlug(() =>
    updateFreePage(db, slug, {
      ...textOf(input),
      slug: nextSlug,
      isPublished: input.isPublished ?? current.isPublished,
    }),
  );
  if (!row) throw notFound();
  return freePage(row);
}

export async function createFreePage(
  db: Db,
  input: SitePageValues & { slug: string },
): Promise<AdminSitePage> {
  if (policyOfSlug(input.slug)) throw slugRefused(M.slugReserved);
  const row = await withFreeSlug(() =>
    insertFreePage(db, input.slug, textOf(input), input.isPublished ?? false),
  );
  return freePage(row);
}

/** "Reset to template": the policy page's text in that language is its template again. */
export async function resetPolicyPage(db: Db, slug: string, lang: Lang): Promise<AdminSitePage> {
  const policy = policyOfSlug(slug);
  if (!policy) {
    if (!(await findPageRow(db, slug))) throw notFound();
    throw new AppError('VALIDATION_FAILED', M.onlyPolicyReset);
  }
  const facts = await readFacts(db);
  const current = policyPage(policy.kind, slug, await findPageRow(db, slug), facts);
  const keep = (template: boolean, title: string, body: string) => (template ? ['', ''] : [title, body]);
  const [title, body] = lang === 'en' ? ['', ''] : keep(current.templateEn, current.title, current.body);
  const [titleHi, bodyHi] =
    lang === 'hi' ? ['', ''] : keep(current.templateHi, current.titleHi, current.bodyHi);
  const row = await upsertPolicyRow(db, policy.kind, slug, {
    title: title!,
    body: body!,
    titleHi: titleHi!,
    bodyHi: bodyHi!,
  });
  return policyPage(policy.kind, slug, row, facts);
}

export async function deletePage(db: Db, slug: string): Promise<void> {
  if (policyOfSlug(slug)) throw new AppError('VALIDATION_FAILED', M.policyKept);
  if (!(await deleteFreePage(db, slug))) throw notFound();
}

/** A published page in one language: a free page's blank Hindi reads as its English. Drafts are not found. */
export async function findPublicPage(db: Db, slug: string, lang: Lang): Promise<SitePage | null> {
  const policy = policyOfSlug(slug);
  const row = await findPageRow(db, slug);
  let page: AdminSitePage;
  if (policy) page = policyPage(policy.kind, slug, row, await readFacts(db));
  else if (row?.isPublished) page = freePage(row);
  else return null;
  const hi = lang === 'hi';
  return {
    slug: page.slug,
    kind: page.kind,
    title: (hi && page.titleHi) || page.title,
    body: (hi && page.bodyHi) || page.body,
    updatedAt: page.updatedAt,
  };
}

/**
 * `/api/pages/:slug` from the public cache: dropped by a page's save (content) and by the settings and
 * delivery rules its template reads (settings).
 */
export const publicPageRead = (db: Db, slug: string, lang: Lang): PublicRead<SitePage> => ({
  key: `site-page:${lang}:${slug}`,
  tags: [CACHE_TAGS.content, CACHE_TAGS.settings],
  load: async () => {
    const page = await findPublicPage(db, slug, lang);
    if (!page) throw notFound();
    return page;
  },
});

/** The sitemap's pages: every policy page and the published free pages. */
export async function publishedPageLocations(db: Db): Promise<Array<{ slug: string; updatedAt?: Date }>> {
  const free = await listPublishedFreePages(db);
  return [
    ...POLICY_PAGES.map(({ slug }) => ({ slug })),
    ...free.map(({ slug, updatedAt }) => ({ slug, updatedAt })),
  ];
}
