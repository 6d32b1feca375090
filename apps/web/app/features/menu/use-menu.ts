import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import { useHydratedAtOnce } from '~/ui/use-hydrated';
import { useLocation } from 'react-router';
import type { MenuSectionId } from '~/domain/types';
import { initialMenuState, menuReducer, type Breakpoint } from './menu-state';
import { useBreakpointChanges } from './use-breakpoint';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), summary';

/**
 * Wires the menu reducer to the page: breakpoint changes, closing on route change, Escape and
 * a click outside, and focus (to the language switch on open, back to the button on Escape).
 */
export function useMenu({
  sectionIds,
  focusOnOpen,
}: {
  sectionIds: readonly MenuSectionId[];
  /** Where focus goes when the menu opens: the language switch. */
  focusOnOpen: RefObject<HTMLElement | null>;
}) {
  const [state, dispatch] = useReducer(menuReducer, sectionIds, (ids) => initialMenuState(ids));
  const rootRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  // Until hydration the native <details> behaviour is all there is; ARIA state follows then.
  const enhanced = useHydratedAtOnce();

  useBreakpointChanges(
    useCallback((breakpoint: Breakpoint) => dispatch({ type: 'breakpoint', breakpoint }), []),
  );

  const { pathname, search } = useLocation();
  useEffect(() => {
    dispatch({ type: 'close' });
  }, [pathname, search]);

  // Declared after the route-change effect so it runs after it: a menu the visitor opened
  // before hydration stays open when React takes over.
  useEffect(() => {
    if (rootRef.current?.open) dispatch({ type: 'open' });
  }, []);

  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A field inside that used the key itself (the search suggestions) marks it handled.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dispatch({ type: 'close' });
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [state.open]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (state.open && !wasOpen.current) {
      const target =
        focusOnOpen.current?.querySelector<HTMLElement>(focusable) ??
        rootRef.current?.querySelector<HTMLElement>(`[data-menu-panel] :is(${focusable})`);
      target?.focus();
    }
    wasOpen.current = state.open;
  }, [state.open, focusOnOpen]);

  return { state, dispatch, enhanced, rootRef, toggleRef };
}
