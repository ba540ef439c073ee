import { type ReactNode, useId } from 'react';

/** One card of the checkout page: an icon, a heading (with something at its right) and its content. */
export function CheckoutSection({
  icon,
  title,
  aside,
  children,
}: {
  icon: ReactNode;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="flex items-center gap-2.5 text-xl sm:text-2xl">
          <span className="text-primary [&_svg]:size-5 [&_svg]:stroke-[1.75]">{icon}</span>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
