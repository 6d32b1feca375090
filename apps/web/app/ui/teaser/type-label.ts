import type { KeyOf, Translate } from '~/i18n/translate';

export type ListTranslate = Translate<KeyOf<'list'>>;
type TypeKey = KeyOf<'list'> extends infer K ? (K extends `type.${infer T}` ? T : never) : never;

const typeKeys = new Set<string>([
  'exhibition',
  'event',
  'offer',
  'press',
  'discover',
  'permanent',
  'temporary',
  'schauhaus',
  'guidedTour',
  'workshop',
  'other',
  'release',
  'kit',
] satisfies TypeKey[]);

/** The label of a teaser's type: the item type if known, else its kind. */
export function typeLabel(t: ListTranslate, contentType: string, type: string | null): string {
  if (type && typeKeys.has(type)) return t(`type.${type}` as KeyOf<'list'>);
  if (type && contentType === 'discover') return type;
  return t(`type.${contentType}` as KeyOf<'list'>);
}
