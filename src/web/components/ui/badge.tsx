import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

type BadgeVariant = 'secondary' | 'outline' | 'soft' | 'danger' | 'accent';

/**
 * The badge's classes. Its styles live in index.css's components layer, so a caller's utility classes
 * (a text colour, a position) override them by the cascade (no class merging needed).
 */
export function badgeVariants({ variant }: { variant?: BadgeVariant | null } = {}) {
  return `ui-badge ui-badge-${variant ?? 'soft'}`;
}

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant | null };

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={clsx(badgeVariants({ variant }), className)} {...props} />;
}
