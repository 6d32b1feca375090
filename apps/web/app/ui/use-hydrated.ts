import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Set once the page's hydration has committed: a component mounted later starts enhanced. */
let pageHydrated = false;

/**
 * False while the server renders and while React hydrates that HTML, true from the next render
 * on: the moment a page element may add what needs JavaScript (buttons, key handling).
 *
 * The switch is a transition, not a synchronous re-render (what `useSyncExternalStore` would
 * force right after hydration): React renders the enhanced parts in slices instead of one long
 * task while the page is still starting (issue #20, Total Blocking Time). A component that
 * mounts after hydration (a client navigation) is enhanced from its first render. Not for
 * components inside a Suspense boundary that hydrates later than the page: they would read true
 * while hydrating HTML rendered with false.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

const subscribe = () => () => {};

/**
 * As `useHydrated`, but switched in the same task as hydration (a synchronous re-render), for a
 * part whose native behaviour must not be live once React's handlers are: the menu. In a
 * transition, a click between hydration and the switch opened the native <details>, and the
 * switch to the reducer's state closed it again.
 */
export function useHydratedAtOnce(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
