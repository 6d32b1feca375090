import {
  useCallback,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { useLocale } from '~/site/use-locale';
import { useT } from '~/i18n/react';
import { Button } from '../button/Button';
import { useHydrated } from '../use-hydrated';
import type {
  SearchSuggestionsProps,
  SuggestionsControl,
  SuggestionsView,
} from './SearchSuggestions';
import styles from './SearchCombobox.module.css';

export interface SearchComboboxProps {
  /** The input's id, for the form's <label htmlFor>. */
  id: string;
  initialText?: string;
  inputClassName?: string;
}

const closedView: SuggestionsView = { expanded: false, activeId: undefined, announcement: '' };

/**
 * The search text field with a reset button and live suggestions (WAI-ARIA APG combobox with a
 * listbox popup). The server renders a plain search field of a GET form; the combobox roles come
 * with JavaScript, so nothing claims a popup that cannot open. The suggestions' code is loaded
 * when the field first gets the focus, so pages do not carry it up front. Keys: ArrowDown and
 * ArrowUp move through the list (wrapping), Enter follows the active suggestion (without one
 * the form is sent), Escape closes the list and a second Escape clears the field.
 */
export function SearchCombobox({ id, initialText = '', inputClassName }: SearchComboboxProps) {
  const t = useT('common');
  const locale = useLocale();
  const interactive = useHydrated();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialText);
  const [view, setView] = useState(closedView);
  const [loaded, setLoaded] = useState<{
    Suggestions: ComponentType<SearchSuggestionsProps>;
    loadedWith: string;
  } | null>(null);
  const loading = useRef(false);
  const control = useRef<SuggestionsControl | null>(null);
  const onView = useCallback((next: SuggestionsView) => setView(next), []);

  function load() {
    if (loading.current) return;
    loading.current = true;
    import('./SearchSuggestions')
      .then(({ SearchSuggestions }) =>
        setLoaded({ Suggestions: SearchSuggestions, loadedWith: initialText }),
      )
      // Without its suggestions the field is still a working search form.
      .catch(() => {});
  }

  const combobox = interactive
    ? {
        role: 'combobox',
        'aria-expanded': view.expanded,
        'aria-controls': listId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': view.activeId,
        onFocus: load,
        onKeyDown: (event: KeyboardEvent) => {
          // preventDefault also tells the menu around the field that its Escape was used.
          if (control.current?.key(event.key)) event.preventDefault();
        },
        onBlur: () => control.current?.close(),
      }
    : {};

  return (
    <>
      <div className={styles.field}>
        <input
          ref={input}
          id={id}
          type="search"
          name="text"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={inputClassName}
          autoComplete="off"
          {...combobox}
        />
        {interactive ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.suggestions')}
            className={styles.list}
            hidden={!view.expanded}
          >
            {loaded ? (
              <loaded.Suggestions
                locale={locale}
                listId={listId}
                value={value}
                loadedWith={loaded.loadedWith}
                setValue={setValue}
                onView={onView}
                controlRef={control}
              />
            ) : null}
          </ul>
        ) : null}
      </div>
      {/* Until JavaScript runs the button does nothing, so it is invisible; but it already takes
          its room beside a filled field, or the search button would move when it appears (CLS). */}
      <Button
        variant="secondary"
        hidden={value === ''}
        className={interactive ? undefined : styles.waiting}
        onClick={() => {
          setValue('');
          input.current?.focus();
        }}
      >
        {t('search.reset')}
      </Button>
      {/* There from the first focus on, before the first answer it announces. */}
      {loaded ? (
        <div role="status" className="visually-hidden">
          {view.announcement}
        </div>
      ) : null}
    </>
  );
}
