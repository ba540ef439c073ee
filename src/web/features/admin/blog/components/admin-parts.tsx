import type { ReactNode } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminBlogT } from '../i18n.ts';

/** Rows loading in an admin list. */
export function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useAdminBlogT();
  return (
    <ul aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('adminBlog.loading')}</span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={row}>
          <Skeleton className="h-28 rounded-card" />
        </li>
      ))}
    </ul>
  );
}

/** An empty admin list: an icon, its title (docs/product.md §7.7), a line and maybe an action. */
export function EmptyList({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border bg-surface px-6 py-12 text-center">
      <span className="text-primary [&_svg]:size-7 [&_svg]:stroke-[1.75]">{icon}</span>
      <h3 className="text-xl">{title}</h3>
      <p className="max-w-md text-muted">{children}</p>
      {action}
    </div>
  );
}
