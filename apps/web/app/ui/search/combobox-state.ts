import type { SearchKind } from '~/domain/search-kind';
/**
 * The suggestion list of a search field as a small state machine (WAI-ARIA APG combobox with a
 * listbox popup): which options there are, whether the list is open and which option is active.
 * Arrow keys wrap around; the field keeps the focus, the active option is only pointed at.
 */
export interface SuggestionOption {
  title: string;
  kind: SearchKind;
  path: string;
}

export interface ComboboxState {
  options: SuggestionOption[];
  open: boolean;
  /** Index of the active option, -1 for none. */
  active: number;
}

export type ComboboxAction =
  | { type: 'results'; options: SuggestionOption[] }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'close' }
  | { type: 'clear' };

export const closedCombobox: ComboboxState = { options: [], open: false, active: -1 };

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  const count = state.options.length;
  switch (action.type) {
    case 'results':
      // New answers for new text: nothing is active until the visitor picks with the arrows.
      return { options: action.options, open: action.options.length > 0, active: -1 };
    case 'next':
      if (count === 0) return state;
      return { ...state, open: true, active: state.open ? (state.active + 1) % count : 0 };
    case 'previous':
      if (count === 0) return state;
      return {
        ...state,
        open: true,
        active: state.open && state.active > 0 ? state.active - 1 : count - 1,
      };
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'clear':
      return closedCombobox;
  }
}

/** The option Enter would follow: the active one of an open list. */
export function chosenOption(state: ComboboxState): SuggestionOption | null {
  return state.open ? (state.options[state.active] ?? null) : null;
}
