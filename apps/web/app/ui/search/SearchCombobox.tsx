import { useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Locale } from '~/domain/locale';
import type { MessageKey } from '~/i18n/messages';
import { useT } from '~/i18n/react';
import { searchSuggestionsHref } from '~/site/service-paths';
import { Button } from '../button/Button';
import { useHydrated } from '../use-hydrated';
import { chosenOption, closedCombobox, comboboxReducer } from './combobox-state';
import { createSuggestionFetcher } from './suggestion-fetcher';
import styles from './SearchCombobox.module.css';

export interface SearchComboboxProps {
  /** The input's id, for the form's <label htmlFor>. */
  id: string;
  locale: Locale;
  initialText?: string;
  inputClassName?: string;
}

/**
 * The search text field with a reset button and live suggestions (WAI-ARIA APG combobox with a
 * listbox popup). The server renders a plain search field of a GET form; the combobox roles and
 * the list come with JavaScript, so nothing claims a popup that cannot open. Keys: ArrowDown and
 * ArrowUp move through the list (wrapping), Enter follows the active suggestion (without one the
 * form is sent), Escape closes the list and a second Escape clears the field.
 */
export function SearchCombobox({
  id,
  locale,
  initialText = '',
  inputClassName,
}: SearchComboboxProps) {
  const t = useT('common');
  const navigate = useNavigate();
  const interactive = useHydrated();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialText);
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

  function change(text: string) {
    setValue(text);
    fetcher.request(text);
  }

  function follow(path: string) {
    fetcher.cancel();
    dispatch({ type: 'clear' });
    void navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: event.key === 'ArrowDown' ? 'next' : 'previous' });
        break;
      case 'Enter': {
        const option = chosenOption(state);
        if (!option) return; // the form is sent
        event.preventDefault();
        follow(option.path);
        break;
      }
      case 'Escape':
        // Handled here (the menu around the field leaves defaultPrevented keys alone).
        if (state.open) {
          event.preventDefault();
          fetcher.cancel();
          dispatch({ type: 'close' });
        } else if (value !== '') {
          event.preventDefault();
          change('');
        }
        break;
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  const combobox = interactive
    ? {
        role: 'combobox',
        'aria-expanded': state.open,
        'aria-controls': listId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant':
          state.open && state.active >= 0 ? optionId(state.active) : undefined,
        onKeyDown,
        onBlur: () => {
          fetcher.cancel();
          dispatch({ type: 'close' });
        },
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
          onChange={(event) => change(event.target.value)}
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
            hidden={!state.open}
          >
            {state.options.map((option, index) => (
              // Keys are the field's (aria-activedescendant): an option never has the focus.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${option.path}|${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.active}
                className={styles.option}
                // Keeps the focus in the field, so the click is not preceded by a blur that closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => follow(option.path)}
              >
                <span className={styles.title}>{option.title}</span>{' '}
                <span className={styles.kind}>{t(`search.kind.${option.kind}` as MessageKey)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button
        variant="secondary"
        hidden={!interactive || value === ''}
        onClick={() => {
          change('');
          input.current?.focus();
        }}
      >
        {t('search.reset')}
      </Button>
      {interactive ? (
        <div role="status" className="visually-hidden">
          {answered === null ? '' : t('search.suggestionCount', { count: answered })}
        </div>
      ) : null}
    </>
  );
}
