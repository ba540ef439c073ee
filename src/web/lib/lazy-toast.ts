import type { toast as sonnerToast } from 'sonner';

/*
 * Sonner (~10 kB gzip) stays out of the entry chunk: the Toaster is a lazy chunk mounted right after
 * the first render, and entry code reaches `toast` through lazyToast(). Sonner's Toaster drops toasts
 * published before it subscribes, so lazyToast() also waits for the Toaster to be mounted.
 */
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the lazy Toaster once it is mounted (and subscribed). */
export function toasterMounted() {
  markMounted();
}

/** Sonner's `toast`, once the Toaster can show it. Admin and account chunks may import 'sonner' directly. */
export async function lazyToast(): Promise<typeof sonnerToast> {
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  return toast;
}

type Toast = typeof sonnerToast;

/**
 * `toast(…)`, `toast.success(…)` and `toast.error(…)` for storefront code that every page loads (cart,
 * wishlist): shown as soon as sonner and the Toaster are ready, without sonner in the page's own chunks.
 */
export const deferredToast = Object.assign(
  (...args: Parameters<Toast>) => void lazyToast().then((toast) => toast(...args)),
  {
    success: (...args: Parameters<Toast['success']>) =>
      void lazyToast().then((toast) => toast.success(...args)),
    error: (...args: Parameters<Toast['error']>) => void lazyToast().then((toast) => toast.error(...args)),
  },
);
