import { type CSSProperties, useEffect } from 'react';
import { Toaster } from 'sonner';
import { useMediaQuery } from '#web/hooks/use-media-query.ts';
import { toasterMounted } from '#web/lib/lazy-toast.ts';

/** Sonner reads these variables; they point at our brand tokens. */
const toasterTheme = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-border': 'var(--color-border)',
  '--normal-text': 'var(--color-foreground)',
  '--border-radius': 'var(--radius-card)',
} as CSSProperties;

/**
 * Toasts sit bottom-right on desktop (above the WhatsApp button) and top-centre on phones.
 * A lazy chunk (see lazy-toast.ts); the Toaster's own effect subscribes before this one runs.
 */
export default function AppToaster() {
  const desktop = useMediaQuery('(min-width: 768px)');
  useEffect(() => {
    toasterMounted();
    // `<html data-hydrated>`: the page is live and its toasts show (the browser suite waits for it).
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Toaster
      position={desktop ? 'bottom-right' : 'top-center'}
      offset={desktop ? { bottom: 96, right: 24 } : undefined}
      closeButton
      style={toasterTheme}
      toastOptions={{ classNames: { toast: 'font-sans shadow-soft', description: 'text-muted' } }}
    />
  );
}
