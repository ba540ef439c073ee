import type { ReactNode } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A figure with its label; a skeleton of the same size while `value` is undefined. */
export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-card border border-border bg-surface p-4">
      {icon && (
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sand text-primary [&_svg]:size-5 [&_svg]:stroke-[1.75]">
          {icon}
        </span>
      )}
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-sm text-muted">{label}</dt>
        <dd className="font-serif text-2xl font-semibold tabular-nums">
          {value === undefined ? <Skeleton className="my-1 h-6 w-16" /> : value}
        </dd>
      </dl>
    </div>
  );
}
