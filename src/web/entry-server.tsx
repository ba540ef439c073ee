/**
 * The server's render of a storefront page (decision 026): built by `vite build --ssr` into dist/ssr, imported
 * by the server's page plugin (src/server/plugins/web-client.ts). The same routes, loaders and components as
 * the browser; the pages' data is waited for here, and the query cache goes out with the HTML.
 */
import { defaultShouldDehydrateQuery, dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { langOfPath, langPrefix } from '#shared/i18n/translate.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, loadPageCode, loadPageData, loadShellData } from './app/router.tsx';
import { SERVER_STATE_ID, serializeServerState } from './app/server-state.ts';
import { setApiTransport } from './lib/api-client.ts';
import { I18nProvider, loadStorefrontCatalog } from './lib/i18n.tsx';
import { setSiteOrigin } from './lib/site-origin.ts';

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` with the router's and the query cache's state. */
  stateScript: string;
}

export interface PageRendererOptions {
  /** The API as the page's queries call it (`/api/...`), answered in-process by the server. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** The origin requests are made against (only their path and query matter). */
  origin: string;
  /** A part of the page that failed to render (the browser renders that part instead). */
  onError: (error: unknown, path: string) => void;
}

export type RenderPage = (pathAndQuery: string) => Promise<RenderedPage>;

export function createPageRenderer({ fetchApi, origin, onError }: PageRendererOptions): RenderPage {
  setApiTransport(fetchApi);
  setSiteOrigin(origin);
  return async (pathAndQuery) => {
    const location = new URL(pathAndQuery, origin);
    const lang = langOfPath(location.pathname);
    // The same routes under the language's prefix (`/hi/...`, decision 035).
    const basename = langPrefix(lang) || undefined;
    // One cache per request; no retries (a failed read renders as failed, the browser may try again).
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const [messages] = await Promise.all([
      loadStorefrontCatalog(lang),
      loadShellData(queryClient, true),
      loadPageData(queryClient, location, basename, true),
      loadPageCode(location, basename),
    ]);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <I18nProvider lang={lang} messages={messages}>
          <AppProvider client={queryClient}>
            <StaticRouter basename={basename} location={pathAndQuery}>
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </I18nProvider>
      </StrictMode>,
      {
        // Every part inline, in order: React would otherwise send large parts after the rest with an inline
        // script to move them into place, which the CSP does not run (and the whole page is awaited anyway).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => onError(error, pathAndQuery),
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
    const queries = dehydrate(queryClient, {
      // A failed read (a missing product) too: the browser then shows the same 'not found' it was served.
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    });
    queryClient.clear();
    const state = serializeServerState({ queries });
    return {
      html: Buffer.concat(chunks).toString('utf8'),
      stateScript: `<script id="${SERVER_STATE_ID}" type="application/json">${state}</script>`,
    };
  };
}
