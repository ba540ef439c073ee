import { RotateCcw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';

/** A page chunk that no longer exists (the site was updated while this tab was open). */
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** What the error is shown as. */
  fallback: (error: unknown) => ReactNode;
  /** The page the error belongs to: a new one clears it. */
  resetKey?: string;
}

/** Catches what a part of the page throws while rendering (including its code failing to download). */
class ErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey?: string }> {
  override state = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A part of the page failed to render') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}

/**
 * Around the pages, inside the layout, so header and footer stay: a page that fails gets a calm message with a
 * way forward, and the next page shown is itself again.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <PageError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

function PageError({ error }: { error: unknown }) {
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
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <RootError />}>{children}</ErrorBoundary>;
}

function RootError() {
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
