/**
 * The museum's time zone. Every function takes an explicit instant or calendar date and reads
 * Berlin wall-clock values through Intl (one offset reading per quarter hour), so the result
 * never depends on the process time zone.
 */
import { addDays, dateParts, isoDateOf, mondayOf } from './calendar-date';
import { formatClockTime, parseClockTime } from './clock-time';

import { MUSEUM_TIME_ZONE } from './time-zone';

export { MUSEUM_TIME_ZONE };

/** A half-open span of time: `start` belongs to it, `end` does not. */
export type InstantRange = { start: Date; end: Date };

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const DAY_MS = 86_400_000;

const berlinFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MUSEUM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function assertValidInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
}

/** The offset as Intl reads it from the time zone data (slow: a formatToParts per call). */
function intlOffsetMinutes(instant: Date): number {
  const values: Record<string, number> = {};
  for (const part of berlinFormat.formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    values.year ?? NaN,
    (values.month ?? NaN) - 1,
    values.day ?? NaN,
    values.hour ?? NaN,
    values.minute ?? NaN,
    values.second ?? NaN,
  );
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

// Offsets change only on quarter hours (Berlin's at 01:00 UTC), so one reading per quarter hour
// serves every instant in it. Rendering a list formats thousands of dates: this keeps Intl out
// of all but the first.
const OFFSET_BUCKET_MS = 15 * 60_000;
const MAX_CACHED_OFFSETS = 100_000;
const offsetCache = new Map<number, number>();

/** Offset of Berlin from UTC in minutes at an instant (60 in winter, 120 in summer). */
export function offsetMinutesAt(instant: Date): number {
  assertValidInstant(instant);
  const bucket = Math.floor(instant.getTime() / OFFSET_BUCKET_MS);
  let offset = offsetCache.get(bucket);
  if (offset === undefined) {
    if (offsetCache.size >= MAX_CACHED_OFFSETS) offsetCache.clear();
    offset = intlOffsetMinutes(new Date(bucket * OFFSET_BUCKET_MS));
    offsetCache.set(bucket, offset);
  }
  return offset;
}

function wallClock(instant: Date): WallClock {
  const shifted = new Date(instant.getTime() + offsetMinutesAt(instant) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Today's ISO date in Berlin at the given instant. */
export function berlinDate(instant: Date): string {
  assertValidInstant(instant);
  const { year, month, day } = wallClock(instant);
  return isoDateOf(year, month, day);
}

/** Berlin wall-clock time "HH:MM" at the given instant. */
export function berlinClockTime(instant: Date): string {
  assertValidInstant(instant);
  const { hour, minute } = wallClock(instant);
  return formatClockTime({ hour, minute });
}

/**
 * The instant of a Berlin local date and time. Times skipped by the spring change (02:30 on
 * 29 March 2026) move forward by the gap; times repeated in autumn take the first occurrence,
 * as Temporal's "compatible" disambiguation does.
 */
export function berlinInstant(isoDate: string, time = '00:00'): Date {
  const { year, month, day } = dateParts(isoDate);
  const clock = parseClockTime(time);
  if (!clock) throw new RangeError(`Not a clock time: ${time}`);
  const local = Date.UTC(year, month - 1, day, clock.hour, clock.minute);
  // Berlin changes its offset at most once within two days, so these are the only candidates.
  const offsetBefore = offsetMinutesAt(new Date(local - DAY_MS));
  const offsetAfter = offsetMinutesAt(new Date(local + DAY_MS));
  const matches = [offsetBefore, offsetAfter]
    .map((offset) => local - offset * 60_000)
    .filter((candidate) => offsetMinutesAt(new Date(candidate)) * 60_000 === local - candidate);
  if (matches.length === 0) return new Date(local - offsetBefore * 60_000);
  return new Date(Math.min(...matches));
}

/** ISO 8601 with Berlin's offset, e.g. "2026-03-29T10:00:00+02:00". */
export function toBerlinIso(instant: Date): string {
  assertValidInstant(instant);
  const clock = wallClock(instant);
  const date = isoDateOf(clock.year, clock.month, clock.day);
  const time = `${formatClockTime(clock)}:${String(clock.second).padStart(2, '0')}`;
  return `${date}T${time}${formatOffset(offsetMinutesAt(instant))}`;
}

/** A Berlin local date and time as ISO 8601 with the offset valid at that moment. */
export function berlinIso(isoDate: string, time = '00:00'): string {
  return toBerlinIso(berlinInstant(isoDate, time));
}

/** Berlin's UTC offset ("+01:00" or "+02:00") on a date, by default at noon. */
export function berlinOffset(isoDate: string, time = '12:00'): string {
  return formatOffset(offsetMinutesAt(berlinInstant(isoDate, time)));
}

/** The Berlin days from `firstDate` up to (not including) `afterLastDate` as instants. */
function dateSpan(firstDate: string, afterLastDate: string): InstantRange {
  return { start: berlinInstant(firstDate), end: berlinInstant(afterLastDate) };
}

/** The Berlin calendar day containing the instant (23 or 25 hours long on DST changes). */
export function berlinDayRange(instant: Date): InstantRange {
  const today = berlinDate(instant);
  return dateSpan(today, addDays(today, 1));
}

/** The ISO week, Monday 00:00 to the next Monday 00:00 in Berlin, containing the instant. */
export function berlinWeekRange(instant: Date): InstantRange {
  const monday = mondayOf(berlinDate(instant));
  return dateSpan(monday, addDays(monday, 7));
}

/**
 * The weekend of the ISO week containing the instant: Saturday 00:00 to Monday 00:00 in Berlin.
 * On a weekday the coming one, on Saturday or Sunday the one under way.
 */
export function berlinWeekendRange(instant: Date): InstantRange {
  const saturday = addDays(mondayOf(berlinDate(instant)), 5);
  return dateSpan(saturday, addDays(saturday, 2));
}

/** The Berlin calendar month containing the instant. */
export function berlinMonthRange(instant: Date): InstantRange {
  const { year, month } = dateParts(berlinDate(instant));
  return dateSpan(isoDateOf(year, month, 1), isoDateOf(year, month + 1, 1));
}

/** The instants from the start of `fromDate` to the end of `toDate` (both Berlin, inclusive). */
export function berlinDatesRange(fromDate: string, toDate: string): InstantRange {
  return dateSpan(fromDate, addDays(toDate, 1));
}
