import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm leading-5 font-semibold tracking-wide [font-variant-caps:all-small-caps] [&_svg]:size-4',
  {
    variants: {
      variant: {
        secondary: 'bg-secondary text-primary-foreground',
        outline: 'border border-border bg-surface/95 text-foreground',
        soft: 'bg-secondary/10 text-secondary',
        danger: 'bg-danger text-primary-foreground',
        accent: 'bg-accent text-foreground',
      },
    },
    defaultVariants: { variant: 'soft' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
