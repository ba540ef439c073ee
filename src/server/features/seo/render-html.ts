import { createHash } from 'node:crypto';
import { DEFAULT_LANG, LANGS, type Lang, LOCALES, pathInLang } from '#shared/i18n/translate.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { PageMeta } from './page-meta.ts';
import { manifestPath } from './web-manifest.ts';

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
  if (meta.image) {
    const { url, alt, width, height, type } = meta.image;
    tags.push(
      `<meta property="og:image" content="${escapeHtml(url)}" />`,
      ...(type ? [`<meta property="og:image:type" content="${escapeHtml(type)}" />`] : []),
      ...(width && height
        ? [
            `<meta property="og:image:width" content="${width}" />`,
            `<meta property="og:image:height" content="${height}" />`,
          ]
        : []),
      `<meta property="og:image:alt" content="${escapeHtml(alt)}" />`,
      `<meta name="twitter:image:alt" content="${escapeHtml(alt)}" />`,
    );
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * The CSP sources (`'sha256-…'`) of the template's inline scripts, the early-input script (decision 050): the
 * policy allows those exact bytes and no other inline script. JSON (the page's state, JSON-LD) is not run.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

/**
 * The browser's error-reporting DSN (SENTRY_BROWSER_DSN, decision 061) as the page carries it: the app loads its
 * reporter only when this tag is there. Its public key is public by design (env.ts refuses a secret one).
 */
export const ERROR_TRACKING_META = 'error-tracking-dsn';
export const errorTrackingMeta = (dsn: string) =>
  `<meta name="${ERROR_TRACKING_META}" content="${escapeHtml(dsn)}" />`;

/** Shown by pages the browser renders alone (account, admin) when JavaScript is off. */
const NEEDS_JAVASCRIPT =
  '<noscript>This page of Karigar needs JavaScript. Please turn it on and reload the page.</noscript>';

export interface PageParts {
  /** The page's head tags (`renderHead`). */
  head: string;
  /** The landing route's module preloads ('' for none), after the template's own tags. */
  preloads: string;
  /** The server-rendered app and its state (decision 026); null: the root stays empty for the browser to fill. */
  body: { html: string; stateScript: string } | null;
}

const HEAD_MARK = '<!--app-head-->';
const ROOT_MARKS = ['<!--app-html--></div>', '<div id="root"></div>'] as const;

/**
 * The built index.html in one language, cut once where each page puts its own parts: its head (the template's
 * default title and description taken out), its route's preloads before `</head>`, its app inside the root
 * element. Filling a page is then a concatenation, not passes over the ~170 kB template (issue 17). The parts
 * go in as text: no `$'` or `$&` in an admin's title or a product's text is a replacement pattern (I1).
 */
export function compilePageTemplate(indexHtml: string, lang: Lang): (page: PageParts) => string {
  const html = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace('<html lang="en-IN">', () => `<html lang="${LOCALES[lang]}">`)
    .replace(
      '<link rel="manifest" href="/manifest.webmanifest"',
      () => `<link rel="manifest" href="${manifestPath(lang)}"`,
    );
  const headEnd = html.indexOf('</head>');
  const headMark = html.indexOf(HEAD_MARK);
  const rootMark = ROOT_MARKS.find((mark) => html.includes(mark));
  const root = rootMark ? html.indexOf(rootMark) : html.length;
  // Without its mark, the head goes last in <head>.
  const [beforeHead, afterHead] =
    headMark === -1
      ? [html.slice(0, headEnd), '']
      : [html.slice(0, headMark), html.slice(headMark + HEAD_MARK.length, headEnd)];
  const headIndent = headMark === -1 ? ['    ', '\n  '] : ['', ''];
  const beforeRoot = html.slice(headEnd, root);
  const afterRoot = rootMark ? html.slice(root + rootMark.length) : '';
  const rootOpen = rootMark === '<div id="root"></div>' ? '<div id="root">' : '';
  return ({ head, preloads, body }) => {
    const app = body ? `${body.html}</div>\n    ${body.stateScript}` : `</div>\n    ${NEEDS_JAVASCRIPT}`;
    return (
      beforeHead +
      headIndent[0] +
      head +
      headIndent[1] +
      afterHead +
      (preloads ? `  ${preloads}\n  ` : '') +
      beforeRoot +
      (rootMark ? rootOpen + app : '') +
      afterRoot
    );
  };
}
