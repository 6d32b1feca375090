// Calendar maths in the museum's time zone, independent of the server's zone.
export const MUSEUM_TIME_ZONE = 'Europe/Berlin';

/** A date on the wall calendar in Berlin (no time, no zone). */
export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: MUSEUM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function berlinWallClock(instant: Date) {
  const parts = Object.fromEntries(
    partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The seeding moment: SEED_NOW (ISO date-time, for tests) or the real clock. */
export function seedNow(): Date {
  const fixed = process.env.SEED_NOW;
  if (fixed) {
    const parsed = new Date(fixed);
    if (Number.isNaN(parsed.getTime())) throw new Error(`seed: SEED_NOW is not a date: ${fixed}`);
    return parsed;
  }
  return new Date();
}

export function berlinToday(instant: Date): CalendarDate {
  const { year, month, day } = berlinWallClock(instant);
  return { year, month, day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** 0 = Sunday … 6 = Saturday, like Date#getDay. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The first date on or after `from` that falls on `weekday`. */
export function nextWeekday(from: CalendarDate, weekday: number): CalendarDate {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

export function isoDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The UTC instant (ISO string) of a Berlin wall-clock time "HH:MM" on `date`, DST-aware. */
export function berlinDateTime(date: CalendarDate, time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Two passes settle the offset also on the DST switch days.
  let guess = wallAsUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = berlinWallClock(new Date(guess));
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wallAsUtc - seenAsUtc;
  }
  return new Date(guess).toISOString();
}
