/** Where a teaser leads: the detail screen of its kind, via the screen table. */
import type { ContentTeaser } from '~/domain/types';
import { href } from '~/site/paths';
import type { Locale } from '~/domain/locale';
import { detailScreenOf } from '~/site/screens';

export function teaserPath(
  teaser: Pick<ContentTeaser, 'contentType' | 'slug'>,
  locale: Locale,
): string {
  return href(detailScreenOf(teaser.contentType), { slug: teaser.slug }, locale);
}

/**
 * A key that is unique across kinds (an event and an offer may share a slug) and across the
 * dates of a recurring event (one teaser per occurrence in a period).
 */
export function teaserKey(
  teaser: Pick<ContentTeaser, 'contentType' | 'slug'> & { occurrence?: { date: string } },
): string {
  const base = `${teaser.contentType}:${teaser.slug}`;
  return teaser.occurrence ? `${base}@${teaser.occurrence.date}` : base;
}
