import type { LocalizedText } from '~/domain/types';
import type { Weekday } from '~/time';

/** One row of the weekly schedule (CMS component hours.weekday). */
export type WeeklyHours = {
  weekday: Weekday;
  /** "10:00" or the CMS form "10:00:00.000"; null when closed. */
  opens: string | null;
  closes: string | null;
  closed: boolean;
};

/** A dated deviation from the weekly schedule (CMS component hours.exception). */
export type HoursException = {
  date: string;
  opens: string | null;
  closes: string | null;
  closed: boolean;
  /** Why the day differs ("Heiligabend"), in both languages. */
  label?: LocalizedText | null;
};

/** The opening-hours single type of the CMS (always Europe/Berlin). */
export type OpeningHours = {
  weekly: readonly WeeklyHours[];
  exceptions: readonly HoursException[];
};

/** The resolved hours of one open day, times as "HH:MM". */
export type DayHours = { opens: string; closes: string };
