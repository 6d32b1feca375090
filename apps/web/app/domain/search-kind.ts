/** The kinds of items the site search finds (the results' type filter, the suggestions). */
export const searchKinds = [
  'exhibition',
  'event',
  'offer',
  'discover',
  'page',
  'press',
  'author',
  'category',
  'object',
] as const;
export type SearchKind = (typeof searchKinds)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (searchKinds as readonly string[]).includes(value);
}
