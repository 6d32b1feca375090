import { isSearchKind } from '~/domain/search-kind';
import type { SuggestionOption } from './combobox-state';

export interface SuggestionFetcherOptions {
  /** The URL that answers `{ suggestions: [...] }` for a text. */
  url: (text: string) => string;
  onResults: (text: string, options: SuggestionOption[]) => void;
  /** Wait after the last keystroke before asking (ms). */
  delay?: number;
  fetch?: typeof globalThis.fetch;
}

function readOptions(body: unknown): SuggestionOption[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is SuggestionOption =>
      typeof item?.title === 'string' &&
      // Known kinds only: each has a label.
      isSearchKind(item?.kind) &&
      typeof item?.path === 'string' &&
      // A path of this site only: not "//host", nor "/" and a backslash (browsers read both as another site).
      /^\/(?![/\\])/.test(item.path),
  );
}

/**
 * Asks for suggestions while the visitor types: only after a short pause, and each new text
 * cancels the request before it (AbortController), so a late answer for older text never
 * replaces the newer one. A failed request shows nothing rather than an error: the form still works.
 */
export function createSuggestionFetcher({
  url,
  onResults,
  delay = 150,
  fetch = globalThis.fetch.bind(globalThis),
}: SuggestionFetcherOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;

  function cancel() {
    clearTimeout(timer);
    controller?.abort();
    controller = null;
  }

  return {
    /** The field's text changed; an empty text clears the list at once. */
    request(text: string) {
      cancel();
      if (text.trim() === '') {
        onResults(text, []);
        return;
      }
      const current = new AbortController();
      controller = current;
      timer = setTimeout(() => {
        fetch(url(text), { signal: current.signal, headers: { Accept: 'application/json' } })
          .then((response) => (response.ok ? response.json() : null))
          .then((body: unknown) => {
            if (!current.signal.aborted) onResults(text, readOptions(body));
          })
          .catch(() => {
            if (!current.signal.aborted) onResults(text, []);
          });
      }, delay);
    },
    cancel,
  };
}
