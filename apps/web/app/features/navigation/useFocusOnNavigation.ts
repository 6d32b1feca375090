import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusTargetFor, keepsFocus, mainContentId } from './focus-target';

/**
 * After every client-side route change (not the first load): scroll to the top and focus the
 * main content, or go to the anchor the URL names. Back/forward keep the restored scroll position;
 * a link marked with `keepFocusState` (a filter of the same page) keeps focus and position.
 */
export function useFocusOnNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (keepsFocus(location.state)) return;
    const target = focusTargetFor(location.hash);
    const restoring = navigationType === 'POP';
    if (target.kind === 'anchor') {
      const anchor = document.getElementById(target.id);
      if (anchor) {
        anchor.scrollIntoView();
        if (anchor.tabIndex < 0 && !anchor.hasAttribute('tabindex'))
          anchor.setAttribute('tabindex', '-1');
        anchor.focus({ preventScroll: true });
        return;
      }
    }
    if (!restoring) window.scrollTo(0, 0);
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [location.key, location.hash, location.state, navigationType]);
}
