import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Location } from 'react-router';
import { langOfPath, langPrefix } from '#shared/i18n/translate.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, loadPageCode, loadPageData, loadShellData } from './app/router.tsx';
import { takeServerState } from './app/server-state.ts';
import { I18nProvider, loadPartCatalogs, loadStorefrontCatalog } from './lib/i18n.tsx';
import { AppRouter } from './lib/navigation.tsx';
import { queryClient } from './lib/query-client.ts';
import { sessionQueryOptions } from './lib/session.ts';

// Error reports only when the shop set SENTRY_BROWSER_DSN (decision 061): the reporter is a chunk of its own,
// never downloaded otherwise.
const errorTrackingDsn = document.querySelector<HTMLMetaElement>('meta[name="error-tracking-dsn"]')?.content;
if (errorTrackingDsn)
  void import('./lib/error-reporting.ts').then(({ startErrorReporting }) =>
    startErrorReporting(errorTrackingDsn),
  );

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** Longest a served page waits for the session's answer before hydrating. */
const SESSION_WAIT_MS = 1_000;

/**
 * Who is signed in, asked beside the page's code (the served HTML is every visitor's, so it never says): with its
 * answer in before the page goes live, the header, menus and each card's heart change in the one sliced render
 * after hydration (AppProvider), not in a blocking re-render when the answer lands later. A slow answer does
 * not hold the page back.
 */
function sessionBeforeHydration(): Promise<unknown> {
  return Promise.race([
    queryClient.prefetchQuery(sessionQueryOptions()),
    new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS)),
  ]);
}

async function start(root: HTMLElement) {
  // The toaster mounts right after hydration: its chunk downloads meanwhile, so a first tap's toast shows.
  void import('./app/app-toaster.tsx');
  // The language is the URL's (`/hi/...`, decision 035): the same routes under its prefix, its catalog first.
  const lang = langOfPath(window.location.pathname);
  const basename = langPrefix(lang) || undefined;
  const served = takeServerState(queryClient);
  // A served page's data came with it; a page the browser renders alone asks for its own now.
  if (!served)
    void Promise.all([loadShellData(queryClient), loadPageData(queryClient, window.location, basename)]);
  // The page's own code before the first render: hydration must render the page the server sent, not a
  // fallback while its code downloads.
  const [messages] = await Promise.all([
    loadStorefrontCatalog(lang),
    loadPageCode(window.location, basename),
    served && sessionBeforeHydration(),
  ]);
  // The parts of the page's own code (loaded now) in its language.
  await loadPartCatalogs(lang);
  // Each navigation starts the next page's data beside its code (the page shows its own skeletons meanwhile).
  const prepareNext = (location: Location) =>
    void Promise.all([loadPageData(queryClient, location, basename), loadPageCode(location, basename)]).catch(
      () => undefined, // a chunk that fails to download is the page's error boundary's to show
    );
  const app = (
    <StrictMode>
      <I18nProvider lang={lang} messages={messages}>
        <AppProvider fromServer={Boolean(served)}>
          <AppRouter basename={basename} onNavigate={prepareNext}>
            <AppRoutes />
          </AppRouter>
        </AppProvider>
      </I18nProvider>
    </StrictMode>
  );
  // Server-rendered storefront pages hydrate; account and admin pages render here alone (decision 026).
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a phone paints and answers taps meanwhile (Total Blocking Time, issue 17).
  if (served)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
}

void start(container);
