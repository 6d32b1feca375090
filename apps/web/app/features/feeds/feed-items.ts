/** What the podcast and the news feed share: item identity, dates and order. */
import type { Locale } from '~/domain/locale';
import type { Revision } from '~/domain/types';
import { berlinInstant } from '~/time/berlin-time';
import { isIsoDate } from '~/time/calendar-date';

/**
 * An item's GUID: the CMS document id (shared by both languages, unchanged by a new title or
 * slug) plus the language, so the German and English item are two items. Without an id (an old
 * Strapi 4 answer) the item's own address stands in, which changes with the slug.
 */
export function stableGuid(
  kind: 'digital-offer' | 'press-release',
  revision: Revision | null,
  locale: Locale,
  fallback: string,
): string {
  return revision ? `zentralmuseum/${kind}/${revision.id}/${locale}` : fallback;
}

/**
 * When an item appeared: its editorial date (a Berlin calendar day, read as that day's start)
 * or else its last save; null when it has neither.
 */
export function itemDate(editorialDate: string | null, revision: Revision | null): Date | null {
  if (editorialDate && isIsoDate(editorialDate)) return berlinInstant(editorialDate);
  const saved = revision ? new Date(revision.updatedAt) : null;
  return saved && !Number.isNaN(saved.getTime()) ? saved : null;
}

/** Newest first; undated items last, in the order they came. */
export function newestFirst<T extends { date: Date | null }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => (b.date?.getTime() ?? -Infinity) - (a.date?.getTime() ?? -Infinity),
  );
}

/**
 * The document without the characters XML 1.0 forbids (controls other than tab and line
 * breaks, U+FFFE, U+FFFF, lone surrogates): feedsmith escapes markup but passes them, and one of
 * them in a text from the CMS makes the whole feed unreadable for every subscriber (issue 41).
 * None of them can be part of a well-formed document, so the finished text is the place.
 */
export function xmlCharactersOnly(xml: string): string {
  return xml.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
}
