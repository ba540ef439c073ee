import { RotateCcw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';

// The 404 body is its own chunk; the stale-chunk message below must not depend on one.
const NotFoundView = lazy(() => import('./not-found.tsx').then((m) => ({ default: m.NotFoundView })));

/** A page chunk that no longer exists (the site was updated while this tab was open). */
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * The error element of the page routes: renders inside the layout, so header and footer stay.
 * 404 responses get the 404 page; anything else a calm message with a way forward.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundView />
      </Suspense>
    );

  if (!isRouteErrorResponse(error)) console.error(error);
  const stale = isStaleChunkError(error);

  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28" role="alert">
      <h1 className="text-3xl sm:text-4xl">{stale ? 'The shop has been updated' : 'Something went wrong'}</h1>
      <p className="max-w-md text-lg text-muted">
        {stale
          ? 'A newer version of the shop is available. Please reload the page to continue.'
          : 'This page could not be shown. Please try again, or head back to the home page.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" strokeWidth={1.75} />
          Reload page
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.home.href()} reloadDocument={stale}>
            Back to Home
          </Link>
        </Button>
      </div>
    </Container>
  );
}

/** Last resort when the layout itself fails: plain markup, no data, no router links needed. */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center" role="alert">
      <h1 className="text-3xl">Something went wrong</h1>
      <p className="max-w-md text-lg text-muted">
        Please reload the page. If it keeps happening, try again in a few minutes.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-control bg-primary px-6 font-semibold text-primary-foreground"
      >
        Reload page
      </button>
    </main>
  );
}
