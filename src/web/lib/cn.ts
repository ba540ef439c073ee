import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge, taught our custom theme names from index.css (rounded-card, shadow-soft …). */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['control', 'card'],
      shadow: ['soft'],
    },
  },
});

/**
 * Join class names and let later Tailwind utilities win over earlier ones. It costs ~9 kB gzip, so the
 * storefront's reading pages (home, products, product, blog) do without it (decision 030): their components
 * join classes with `clsx`, and a base a caller may override lives in index.css's components layer.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
