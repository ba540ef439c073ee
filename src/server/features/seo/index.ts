/** The page route's (plugins/web-client.ts) way into seo: each page's meta, its HTML and its preloads. */
export { pageKey, pagePath, resolvePageMeta } from './page-meta.ts';
export { productPageRedirect } from './product-redirect.ts';
export { compilePageTemplate, errorTrackingMeta, FALLBACK_INDEX_HTML, renderHead } from './render-html.ts';
export { createFontPreloads, createModulePreloads } from './route-preloads.ts';
