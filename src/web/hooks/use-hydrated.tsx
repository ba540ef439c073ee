import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useSyncExternalStore,
} from 'react';

/**
 * Whether the page is live: false in the server's render and in the browser's hydration of it, true after
 * (AppProvider sets it, as one transition), and true from the start in a page the browser renders alone.
 */
export const HydratedContext = createContext(false);

/**
 * Parts that only work with JavaScript render their plain stand-in until the page is live, so the served HTML
 * matches and works without it (decision 026).
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

const noSubscription = () => () => {};

/**
 * Around a lazily loaded part the server rendered (the footer): its code may arrive after the page went live, and
 * React then hydrates it on its own. While it does, the part reads as not live, as the server rendered it (a
 * store's server snapshot is what React reads while hydrating), then as the page.
 */
export function HydrationScope({ children }: { children: ReactNode }) {
  const live = use(HydratedContext);
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return <HydratedContext value={live && !hydrating}>{children}</HydratedContext>;
}

/**
 * A part of the page whose code is not among what the served HTML asks for (issue 17's JS budget): the server
 * renders it in full; the browser keeps that HTML as it is until the part's code has arrived (fetched when
 * hydration reaches it), then hydrates it, replaying a tap made meanwhile. For controls that only matter once
 * touched (a card's heart, Add to Cart) and for sections below the fold. In a render of the browser's own (a
 * page it renders alone, or before the code arrived) the placeholder stands in, the size of the part (none: a
 * section below the fold, which moves nothing on screen when it appears).
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder?: ComponentType<P>,
): ComponentType<P> {
  const Part = lazy(() => load().then((Component) => ({ default: Component })));
  return function DeferredPart(props: P) {
    return (
      <Suspense fallback={Placeholder ? <Placeholder {...props} /> : null}>
        <HydrationScope>
          <Part {...props} />
        </HydrationScope>
      </Suspense>
    );
  };
}
