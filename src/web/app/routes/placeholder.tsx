import { ArrowLeft, Hammer } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { paths } from '../paths.ts';

/** Route `handle` for pages that later issues build: `{ title: 'Cart' }`. */
export interface PlaceholderHandle {
  title: string;
}

function isPlaceholderHandle(handle: unknown): handle is PlaceholderHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as PlaceholderHandle).title === 'string'
  );
}

/**
 * A stand-in page so every link lands somewhere real while the feature is being built.
 * Replace a route's `lazy` import with the real page; nothing else depends on this.
 */
export function Component() {
  const match = useMatches().findLast((m) => isPlaceholderHandle(m.handle));
  const title = isPlaceholderHandle(match?.handle) ? match.handle.title : 'Coming soon';
  usePageTitle(title);

  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28">
      <span className="grid size-14 place-items-center rounded-full bg-sand text-primary">
        <Hammer aria-hidden="true" size={26} strokeWidth={1.75} />
      </span>
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="max-w-md text-lg text-muted">
        Coming soon. We are still crafting this page; please check back shortly.
      </p>
      <Button asChild variant="secondary">
        <Link to={paths.home.href()}>
          <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
          Back to Home
        </Link>
      </Button>
    </Container>
  );
}
