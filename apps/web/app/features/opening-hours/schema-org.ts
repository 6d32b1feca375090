import { berlinDate, isIsoDate, weekdays, type Weekday } from '~/time';
import { rowHours } from './day-hours';
import type { DayHours, OpeningHours } from './types';

/** schema.org's name of a weekday (a DayOfWeek value). */
type SchemaDayName = `https://schema.org/${Capitalize<Weekday>}`;

/** schema.org OpeningHoursSpecification as used in a JSON-LD Museum block. */
export type OpeningHoursSpecificationLd = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: SchemaDayName[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

export type MuseumOpeningHoursLd = {
  openingHoursSpecification: OpeningHoursSpecificationLd[];
  specialOpeningHoursSpecification: OpeningHoursSpecificationLd[];
};

/** schema.org's way to say "closed all day". */
const CLOSED: DayHours = { opens: '00:00', closes: '00:00' };

function schemaDayName(weekday: Weekday): SchemaDayName {
  return `https://schema.org/${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}` as SchemaDayName;
}

function weeklyHoursOf(hours: OpeningHours, weekday: Weekday): DayHours {
  const row = hours.weekly.find((candidate) => candidate.weekday === weekday);
  return (row && rowHours(row)) ?? CLOSED;
}

/**
 * The opening-hours properties of a JSON-LD Museum: weekdays with equal hours share one
 * specification (Monday first); exceptions from today (Berlin) on become special hours.
 * Weekdays missing from the schedule count as closed, as they do on the site.
 */
export function openingHoursSpecification(hours: OpeningHours, now: Date): MuseumOpeningHoursLd {
  const groups = new Map<string, { day: DayHours; days: Weekday[] }>();
  for (const weekday of weekdays) {
    const day = weeklyHoursOf(hours, weekday);
    const key = `${day.opens}-${day.closes}`;
    const group = groups.get(key);
    if (group) group.days.push(weekday);
    else groups.set(key, { day, days: [weekday] });
  }
  const openingHoursSpecification = [...groups.values()].map(({ day, days }) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: days.map(schemaDayName),
    opens: day.opens,
    closes: day.closes,
  }));

  const today = berlinDate(now);
  const special = hours.exceptions
    .filter(
      (exception) =>
        isIsoDate(exception.date) &&
        exception.date >= today &&
        (exception.closed || rowHours(exception) !== null),
    )
    .toSorted((a, b) => a.date.localeCompare(b.date));
  const seen = new Set<string>();
  const specialOpeningHoursSpecification: OpeningHoursSpecificationLd[] = [];
  for (const exception of special) {
    // The first exception of a date decides the day on the site, so it does here too.
    if (seen.has(exception.date)) continue;
    seen.add(exception.date);
    const day = rowHours(exception) ?? CLOSED;
    specialOpeningHoursSpecification.push({
      '@type': 'OpeningHoursSpecification',
      opens: day.opens,
      closes: day.closes,
      validFrom: exception.date,
      validThrough: exception.date,
    });
  }
  return { openingHoursSpecification, specialOpeningHoursSpecification };
}
