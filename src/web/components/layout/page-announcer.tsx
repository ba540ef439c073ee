import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { navigationStartedAt } from '#web/lib/navigation.tsx';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/** After the page's own effects (its title) and a menu's focus return on close. */
const SETTLE_MS = 60;

/** The shopper's last key or tap (performance.now()), in the capture phase: before any handler moves focus. */
let lastInputAt = 0;
const noteInput = () => {
  lastInputAt = performance.now();
};

/**
 * What a full page load gives a screen reader, after an in-shop navigation (issue 38): focus on the new page's
 * main heading (the main landmark while it has none), and its title read out. Not on the first page, and not
 * when only the query changes (a filter or a search stays where the shopper is typing).
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const [announced, setAnnounced] = useState('');
  const firstPath = useRef(pathname);
  useEffect(() => {
    addEventListener('keydown', noteInput, true);
    addEventListener('pointerdown', noteInput, true);
    return () => {
      removeEventListener('keydown', noteInput, true);
      removeEventListener('pointerdown', noteInput, true);
    };
  }, []);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const focusedAtNavigation = document.activeElement;
    const timer = setTimeout(() => {
      setAnnounced(document.title);
      // The shopper has moved on meanwhile (pressed Tab while the page was still coming, opened a menu, started
      // typing): the focus is theirs.
      if (lastInputAt > navigationStartedAt()) return;
      const focused = document.activeElement;
      if (focused !== focusedAtNavigation && focused !== document.body && focused !== null) return;
      const main = document.getElementById(MAIN_CONTENT_ID);
      const heading = main?.querySelector<HTMLElement>('h1');
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      (heading ?? main)?.focus({ preventScroll: true });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {announced}
    </p>
  );
}
