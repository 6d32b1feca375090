/**
 * Season colours of items that require them (SPEC §3/§4): the season containing the item's
 * start gives its class; the current season needs none, its colours are the page defaults.
 */
import type { ContentTeaser, Season } from '~/domain/types';
import { currentSeason, seasonClassName } from '~/features/season';
import { berlinDate, berlinInstant, isIsoDate } from '~/time';
import { teaserKey } from '~/ui/teaser/teaser-path';

function berlinDay(value: string): string | null {
  if (isIsoDate(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : berlinDate(instant);
}

/** The season class for an item starting at `startDate`, or null (current season, none, unknown). */
export function seasonClassFor(
  startDate: string | null,
  seasons: readonly Season[],
  now: Date,
): string | null {
  const day = startDate ? berlinDay(startDate) : null;
  if (!day) return null;
  const season = currentSeason(seasons, berlinInstant(day, '12:00'));
  if (!season || season === currentSeason(seasons, now)) return null;
  return seasonClassName(season);
}

/** Season classes of the teasers that require a season colour, keyed by teaserKey(). */
export function teaserSeasonClasses(
  teasers: readonly ContentTeaser[],
  seasons: readonly Season[],
  now: Date,
): Record<string, string> {
  const classes: Record<string, string> = {};
  for (const teaser of teasers) {
    if (!teaser.seasonalColorRequired) continue;
    const className = seasonClassFor(teaser.startDate, seasons, now);
    if (className) classes[teaserKey(teaser)] = className;
  }
  return classes;
}
