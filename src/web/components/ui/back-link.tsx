import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The breadcrumb at the top of a page: '← Back to Home', '← Back to Products'. */
export function BackLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <Link
        to={to}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-control pr-2 text-sm font-semibold text-muted transition-colors hover:text-primary"
      >
        <ArrowLeft aria-hidden="true" size={18} strokeWidth={1.75} />
        {children}
      </Link>
    </nav>
  );
}
