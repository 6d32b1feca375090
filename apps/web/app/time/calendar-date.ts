/**
 * Plain calendar arithmetic on ISO dates ("2026-03-29"). A calendar date has no time zone,
 * so these helpers compute in UTC only to avoid the process time zone.
 */

import { weekdays, type Weekday } from '~/domain/types';

/** One Weekday type, Monday first (ISO 8601, the CMS enum of hours.weekday): the domain type's. */
export { weekdays, type Weekday };

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True only for "YYYY-MM-DD" strings naming a real calendar day (2026-02-30 is false). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over to March; a real date survives the round trip.
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

/** Year, month (1–12) and day of a valid ISO date; throws on anything else. */
export function dateParts(isoDate: string): { year: number; month: number; day: number } {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function toUtcMs(isoDate: string): number {
  const { year, month, day } = dateParts(isoDate);
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Formats year, month (1–12) and day as an ISO date; rolls over like Date.UTC does. */
export function isoDateOf(year: number, month: number, day: number): string {
  return fromUtcMs(Date.UTC(year, month - 1, day));
}

export function addDays(isoDate: string, days: number): string {
  return fromUtcMs(toUtcMs(isoDate) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Every date from `from` to `to`, both included; none when `to` is earlier. */
export function datesFrom(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) =>
    addDays(from, index),
  );
}

export function weekdayOf(isoDate: string): Weekday {
  // getUTCDay counts from Sunday = 0; shift so that Monday = 0.
  const index = (new Date(toUtcMs(isoDate)).getUTCDay() + 6) % 7;
  return weekdays[index] as Weekday;
}

/** The Monday of the ISO week (Monday–Sunday) that contains the date. */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, -weekdays.indexOf(weekdayOf(isoDate)));
}
