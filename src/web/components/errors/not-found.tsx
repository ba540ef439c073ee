import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';

/** The 404 page body (docs/product.md §3.9): used for unknown paths, unknown craft guides and 404 route errors. */
export function NotFoundView() {
  const t = useT();
  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28">
      <p className="font-serif text-6xl font-bold text-primary/80 sm:text-7xl" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl sm:text-4xl">{t('notFound.title')}</h1>
      <p className="max-w-md text-lg text-muted">{t('notFound.text')}</p>
      <Button asChild size="lg">
        <Link to={paths.home.href()}>
          <Home aria-hidden="true" strokeWidth={1.75} />
          {t('notFound.backHome')}
        </Link>
      </Button>
    </Container>
  );
}
