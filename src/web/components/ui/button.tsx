import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Slot } from './slot.tsx';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

/**
 * The button's classes. Its styles live in index.css's components layer, so a caller's utility classes
 * override them by the cascade (no class merging needed).
 */
export function buttonVariants({
  variant,
  size,
}: {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
} = {}) {
  return `ui-button ui-button-${variant ?? 'primary'} ui-button-${size ?? 'default'}`;
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
  /** Render the child element (e.g. a router `Link`) with button styles. */
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      type={asChild ? undefined : (type ?? 'button')}
      className={clsx(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
