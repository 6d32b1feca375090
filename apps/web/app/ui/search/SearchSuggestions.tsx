import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router';
import type { Locale } from '~/domain/locale';
import { useT } from '~/i18n/react';
import { searchSuggestionsHref } from '~/site/service-paths';
import { chosenOption, closedCombobox, comboboxReducer } from './combobox-state';
import { searchKindLabel } from './kind-label';
import { createSuggestionFetcher } from './suggestion-fetcher';
import styles from './SearchCombobox.module.css';

/** What the field shows of the list: its ARIA state and the live region's text. */
export interface SuggestionsView {
  expanded: boolean;
  activeId: string | undefined;
  announcement: string;
}

/** What the field passes on: its keys (true when used) and the loss of focus. */
export interface SuggestionsControl {
  key(key: string): boolean;
  close(): void;
}

export interface SearchSuggestionsProps {
  locale: Locale;
  listId: string;
  value: string;
  /** The text the field had when this part loaded: asked for only once it changes. */
  loadedWith: string;
  setValue(text: string): void;
  onView(view: SuggestionsView): void;
  controlRef: RefObject<SuggestionsControl | null>;
}

/**
 * The options of the search field's listbox and the logic behind them, loaded when the field
 * first gets the focus (SearchCombobox.tsx): fetching while the visitor types, the arrow keys,
 * Enter on an option, Escape, and what the live region announces.
 */
export function SearchSuggestions({
  locale,
  listId,
  value,
  loadedWith,
  setValue,
  onView,
  controlRef,
}: SearchSuggestionsProps) {
  const t = useT('common');
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(comboboxReducer, closedCombobox);
  // How many suggestions the last answer had (null: none asked for), for the live region.
  const [answered, setAnswered] = useState<number | null>(null);
  const fetcher = useMemo(
    () =>
      createSuggestionFetcher({
        url: (text) => searchSuggestionsHref(locale, text),
        onResults: (text, options) => {
          dispatch({ type: 'results', options });
          setAnswered(text.trim() ? options.length : null);
        },
      }),
    [locale],
  );
  useEffect(() => fetcher.cancel, [fetcher]);

  const asked = useRef(loadedWith);
  useEffect(() => {
    if (value === asked.current) return;
    asked.current = value;
    fetcher.request(value);
  }, [value, fetcher]);

  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = state.open && state.active >= 0 ? optionId(state.active) : undefined;
  const announcement = answered === null ? '' : t('search.suggestionCount', { count: answered });
  // Layout effects: the field's ARIA state and key handling are current before the next key
  // press and paint (this part only ever renders in the browser).
  useLayoutEffect(() => {
    onView({ expanded: state.open, activeId, announcement });
  }, [onView, state.open, activeId, announcement]);

  function follow(path: string) {
    fetcher.cancel();
    dispatch({ type: 'clear' });
    void navigate(path);
  }

  useLayoutEffect(() => {
    controlRef.current = {
      key(key) {
        switch (key) {
          case 'ArrowDown':
          case 'ArrowUp':
            dispatch({ type: key === 'ArrowDown' ? 'next' : 'previous' });
            return true;
          case 'Enter': {
            const option = chosenOption(state);
            if (option) follow(option.path);
            // Without an active option the form is sent.
            return option !== null;
          }
          case 'Escape':
            // APG: the first Escape closes the list, the next one clears the field.
            fetcher.cancel();
            if (state.open) dispatch({ type: 'close' });
            else if (value !== '') setValue('');
            return state.open || value !== '';
          default:
            return false;
        }
      },
      close() {
        fetcher.cancel();
        dispatch({ type: 'close' });
      },
    };
  });

  return state.options.map((option, index) => (
    // Keys are the field's (aria-activedescendant): an option never has the focus.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      key={`${option.path}|${index}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === state.active}
      className={styles.option}
      // Keeps the focus in the field, so no blur closes the list before the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => follow(option.path)}
    >
      <span className={styles.title}>{option.title}</span>{' '}
      <span className={styles.kind}>{t(searchKindLabel(option.kind))}</span>
    </li>
  ));
}
