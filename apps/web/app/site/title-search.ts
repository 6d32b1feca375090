/** The kinds of content the search looks through (SPEC §2 search; full search is a later issue). */
export const searchKinds = ['exhibition', 'event', 'offer', 'discover', 'page', 'press'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchEntry {
  kind: SearchKind;
  title: string;
  path: string;
}

/** Lower case without accents, so "fuhrung" finds "Führung" and "CAFE" finds "Café". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('de');
}

/** The words of a search text; empty when there is nothing to search for. */
export function searchWords(text: string): string[] {
  return foldForSearch(text).split(/\s+/).filter(Boolean);
}

/** Entries whose title contains every word of the text, in their given order. */
export function matchTitles(entries: readonly SearchEntry[], text: string): SearchEntry[] {
  const words = searchWords(text);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const title = foldForSearch(entry.title);
    return words.every((word) => title.includes(word));
  });
}
