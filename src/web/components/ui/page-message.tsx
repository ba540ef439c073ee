import { clsx } from 'clsx';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useCurrentPath } from '#web/lib/return-path.ts';
import { Button } from './button.tsx';
import { Container } from './container.tsx';

interface PageMessageProps {
  /** A lucide icon, drawn in a sand circle above the title. */
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** The way on (a button or link). */
  action?: ReactNode;
  className?: string;
}

/** A whole page's message: 'Please Login', an empty list, a failed load. The title is the page's h1. */
export function PageMessage({ icon, title, children, action, className }: PageMessageProps) {
  return (
    <Container className={clsx('flex flex-col items-center gap-5 py-20 text-center sm:py-28', className)}>
      <span className="grid size-16 place-items-center rounded-full bg-sand text-primary [&_svg]:size-7 [&_svg]:stroke-[1.75]">
        {icon}
      </span>
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <div className="max-w-md text-lg text-muted">{children}</div>
      {action}
    </Container>
  );
}

/** A signed-in page seen by a guest (docs/product.md §5.5, §5.6: 'Please Login' with a link to /auth). */
export function PleaseLogin({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const here = useCurrentPath();
  return (
    <PageMessage
      icon={icon}
      title="Please Login"
      action={
        <Button asChild size="lg">
          <Link to={paths.auth.href(here)}>
            <LogIn aria-hidden="true" strokeWidth={1.75} />
            Sign In
          </Link>
        </Button>
      }
    >
      {children}
    </PageMessage>
  );
}
