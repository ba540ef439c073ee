import {
  createContext,
  type ReactNode,
  use,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  NavigationType,
  type Navigator,
  Router,
  type To,
} from 'react-router';

const PendingNavigationContext = createContext<Location | null>(null);

/** The location a navigation is on its way to while its page's code loads; null when none is under way. */
export function usePendingNavigation(): Location | null {
  return use(PendingNavigationContext);
}

interface Shown {
  action: NavigationType;
  location: Location;
  /** False for a navigation asked not to scroll (`preventScrollReset`: a filter or sort on the same list). */
  resetScroll: boolean;
}

const SCROLL_STORAGE_KEY = 'karigar-scroll';

let lastNavigationStart = 0;

/** When (performance.now()) the latest in-shop navigation began: its page may show much later on a slow phone. */
export function navigationStartedAt(): number {
  return lastNavigationStart;
}

/** Where each history entry was scrolled to, kept across a reload (the entries' keys survive it). */
function readScrollPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]'));
  } catch {
    return new Map();
  }
}

/**
 * The browser's router (decision 045): React Router's declarative `Router` over the browser's history, with
 * what its data router used to add, done here in a few lines:
 * - a navigation renders its page as a transition: the current page stays while the next page's code loads,
 *   and `usePendingNavigation` says where it is going (the progress bar, the cart button);
 * - `onNavigate` runs as a navigation begins (the next page's data and code start downloading together);
 * - the scroll: to the top on a new page (or to its #anchor), back where it was on Back and Forward.
 */
export function AppRouter({
  basename,
  onNavigate,
  children,
}: {
  basename: string | undefined;
  onNavigate: (location: Location) => void;
  children: ReactNode;
}) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
    resetScroll: true,
  }));
  const [latest, setLatest] = useState(history.location);
  const [pending, startTransition] = useTransition();
  const resetNextScroll = useRef(true);
  const shownKey = useRef(shown.location.key);
  const firstRender = useRef(true);
  const scrollPositions = useMemo(readScrollPositions, []);
  const onNavigateRef = useRef(onNavigate);
  onNavigateRef.current = onNavigate;

  const navigator = useMemo<Navigator>(() => {
    const move =
      (go: (to: To, state?: unknown) => void) =>
      (to: To, state?: unknown, options?: { preventScrollReset?: boolean }) => {
        resetNextScroll.current = !options?.preventScrollReset;
        go(to, state);
      };
    return {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: move(history.push),
      replace: move(history.replace),
    };
  }, [history]);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () =>
      sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...scrollPositions].slice(-100)));
    addEventListener('pagehide', save);
    const stopListening = history.listen(({ action, location }) => {
      lastNavigationStart = performance.now();
      scrollPositions.set(shownKey.current, window.scrollY);
      const resetScroll = resetNextScroll.current;
      resetNextScroll.current = true;
      onNavigateRef.current(location);
      setLatest(location);
      startTransition(() => setShown({ action, location, resetScroll }));
    });
    return () => {
      stopListening();
      removeEventListener('pagehide', save);
    };
  }, [history, scrollPositions]);

  useLayoutEffect(() => {
    shownKey.current = shown.location.key;
    const saved = shown.action === NavigationType.Pop ? scrollPositions.get(shown.location.key) : undefined;
    const isFirst = firstRender.current;
    firstRender.current = false;
    // Statements, not `return scrollTo(...)`: Chromium's scroll methods return a promise, which React would
    // take for the effect's cleanup.
    if (saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (!isFirst) {
      // A new page: its #anchor, else the top. The page the browser opened stays where the browser put it.
      const { hash } = shown.location;
      const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (anchor) anchor.scrollIntoView();
      else if (shown.resetScroll) window.scrollTo(0, 0);
    }
  }, [shown, scrollPositions]);

  return (
    <PendingNavigationContext value={pending ? latest : null}>
      <Router
        basename={basename}
        location={shown.location}
        navigationType={shown.action}
        navigator={navigator}
      >
        {children}
      </Router>
    </PendingNavigationContext>
  );
}
