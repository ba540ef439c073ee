import { DEFAULT_LANG, LANGS, type Lang, LOCALES, pathInLang } from '#shared/i18n/translate.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { PageMeta } from './page-meta.ts';

/** Used when the web client has not been built (API tests): the same head, an empty app. */
export const FALLBACK_INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page's head. `meta.canonical` is the English path; a page in another language is its own canonical URL
 * under that language's prefix, and every indexable page names all its languages (hreflang, decision 035).
 */
export function renderHead(
  meta: PageMeta,
  settings: StoreSettings,
  publicUrl: string,
  lang: Lang = DEFAULT_LANG,
): string {
  const title = meta.title.includes(settings.storeName)
    ? meta.title
    : `${meta.title} · ${settings.storeName}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(settings.storeName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type === 'product' ? 'product' : meta.type === 'article' ? 'article' : 'website'}" />`,
    `<meta property="og:locale" content="${LOCALES[lang].replace('-', '_')}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.canonical !== undefined) {
    const inLang = (l: Lang) => {
      const [path = '/', query] = meta.canonical!.split(/(?=\?)/);
      return new URL(`${pathInLang(path, l)}${query ?? ''}`, publicUrl).href;
    };
    const url = inLang(lang);
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      ...LANGS.map(
        (l) => `<link rel="alternate" hreflang="${LOCALES[l]}" href="${escapeHtml(inLang(l))}" />`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(inLang(DEFAULT_LANG))}" />`,
    );
  }
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** Put the page's head into the built index.html, replacing its default title and description. */
export function injectHead(indexHtml: string, head: string): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return stripped.includes('<!--app-head-->')
    ? // A function, so `$'` or `$&` in an admin's title is text, not a replacement pattern (I1).
      stripped.replace('<!--app-head-->', () => head)
    : stripped.replace('</head>', () => `    ${head}\n  </head>`);
}

/** Shown by pages the browser renders alone (account, admin) when JavaScript is off. */
const NEEDS_JAVASCRIPT =
  '<noscript>This page of Karigar needs JavaScript. Please turn it on and reload the page.</noscript>';

/**
 * Put the server-rendered app (decision 026) into the root element and its state after it; with no render
 * (account and admin pages) the root stays empty for the browser to fill.
 */
export function injectBody(indexHtml: string, page: { html: string; stateScript: string } | null): string {
  const body = page ? `${page.html}</div>\n    ${page.stateScript}` : `</div>\n    ${NEEDS_JAVASCRIPT}`;
  // Functions, so `$&` in a product's text is text, not a replacement pattern (I1).
  return indexHtml.includes('<!--app-html-->')
    ? indexHtml.replace('<!--app-html--></div>', () => body)
    : indexHtml.replace('<div id="root"></div>', () => `<div id="root">${body}`);
}
