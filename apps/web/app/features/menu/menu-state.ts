/**
 * The menu's state as a pure reducer (SPEC §4 "Menu"): open or closed, and which of the six
 * sections is active. Components only dispatch actions; every rule lives here and is unit-tested.
 */
import type { MenuSectionId } from '~/domain/types';
import { breakpoints } from '~/ui/layout/breakpoints';

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/**
 * SPEC §9: mobile under 640 px, tablet 640 to under 1024, desktop from 1024 (ui/layout). The
 * menu's behaviour changes at these two only; the desktop's sub-breakpoints change its layout.
 */
export const breakpointMinWidths = {
  tablet: breakpoints.tablet,
  desktop: breakpoints.desktop,
} as const;

export function breakpointForWidth(width: number): Breakpoint {
  if (width >= breakpointMinWidths.desktop) return 'desktop';
  if (width >= breakpointMinWidths.tablet) return 'tablet';
  return 'mobile';
}

export interface MenuState {
  open: boolean;
  active: MenuSectionId | null;
  breakpoint: Breakpoint;
  /** The section that opens first on tablet and desktop (visit, or the first one the CMS has). */
  defaultSection: MenuSectionId | null;
}

export type MenuAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggleMenu' }
  | { type: 'choose'; section: MenuSectionId }
  | { type: 'breakpoint'; breakpoint: Breakpoint };

export function initialMenuState(
  sections: readonly MenuSectionId[],
  breakpoint: Breakpoint = 'mobile',
): MenuState {
  const defaultSection = sections.includes('visit') ? 'visit' : (sections[0] ?? null);
  return { open: false, active: null, breakpoint, defaultSection };
}

/** Mobile starts with every section closed; tablet and desktop with the default one open. */
function startSection(state: MenuState, breakpoint: Breakpoint): MenuSectionId | null {
  return breakpoint === 'mobile' ? null : state.defaultSection;
}

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open':
      return state.open
        ? state
        : { ...state, open: true, active: startSection(state, state.breakpoint) };
    case 'close':
      return state.open || state.active ? { ...state, open: false, active: null } : state;
    case 'toggleMenu':
      return menuReducer(state, { type: state.open ? 'close' : 'open' });
    case 'choose':
      if (state.active !== action.section) return { ...state, active: action.section };
      // Choosing the active section again closes it on accordions; desktop always shows one.
      return state.breakpoint === 'desktop' ? state : { ...state, active: null };
    case 'breakpoint':
      if (action.breakpoint === state.breakpoint) return state;
      return {
        ...state,
        breakpoint: action.breakpoint,
        active: state.open ? startSection(state, action.breakpoint) : null,
      };
  }
}
