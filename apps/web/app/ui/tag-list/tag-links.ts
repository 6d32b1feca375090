/** The tag list rule of SPEC §9 and the links of category and target-group tags (SPEC §2). */
import { href } from '~/site/paths';
import type { Locale } from '~/domain/locale';

export type Tag = { title: string; href: string | null };
export type ShownTag = { title: string; href: string | null };

/**
 * "The tag list links only the first tag unless there are several" (SPEC §9). One list may
 * carry one link for all its tags (`listHref`, e.g. the item's overview): then a single tag
 * gets that link and only the first of several gets it, since repeating one target for every
 * tag says nothing. Tags with their own target (categories, target groups) are each linked
 * when there are several. Tags without any target stay plain text.
 */
export function shownTags(tags: readonly Tag[], listHref: string | null = null): ShownTag[] {
  return tags.map((tag, index) => ({
    title: tag.title,
    href: tag.href ?? (index === 0 ? listHref : null),
  }));
}

type Term = { title: string; slug: string };

/** Overview screens that accept `type=` and `target=` (SPEC §2). */
export type FilterOverview = 'programme' | 'guidedTours';

/** Category tags link to the overview plus the category: e.g. /programm?type=workshop. */
export function categoryTags(
  terms: readonly Term[],
  locale: Locale,
  overview: FilterOverview = 'programme',
): Tag[] {
  return terms.map((term) => ({
    title: term.title,
    href: href(overview, {}, locale, { type: term.slug }),
  }));
}

/** Target-group tags link to the overview for that group: /programm?target=familien. */
export function targetTags(
  terms: readonly Term[],
  locale: Locale,
  overview: FilterOverview = 'programme',
): Tag[] {
  return terms.map((term) => ({
    title: term.title,
    href: href(overview, {}, locale, { target: term.slug }),
  }));
}
