// How long booking requests are kept (docs/decisions/0023): a number of calendar months after
// the CMS received them or after the requested day, whichever is later (a school may ask a year
// ahead; its data must last until after the visit), counted in UTC. A request whose start falls
// on the 31st expires on the last day of a shorter month, at the same time of day.

export const DEFAULT_RETENTION_MONTHS = 6;

/** BOOKING_RETENTION_MONTHS, a whole number of months from 1 to 120; anything else is refused. */
export function retentionMonths(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RETENTION_MONTHS;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1 || months > 120) {
    throw new Error(
      `BOOKING_RETENTION_MONTHS must be a whole number of months from 1 to 120, not "${value}"`,
    );
  }
  return months;
}

/** `date` plus whole months in UTC; a day the target month lacks becomes its last day. */
export function addMonthsUtc(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When the retention period starts: at receipt, or after the requested day if that is later. */
export function retentionStart(receivedAt: Date, requestedDay: string | null | undefined): Date {
  const day = requestedDay ? Date.parse(`${requestedDay.slice(0, 10)}T00:00:00Z`) : NaN;
  if (Number.isNaN(day)) return receivedAt;
  const afterTheDay = new Date(day + 24 * 60 * 60 * 1000);
  return afterTheDay > receivedAt ? afterTheDay : receivedAt;
}

/** The moment from which a request whose period started at `start` is deleted. */
export function expiresAt(start: Date, months: number): Date {
  return addMonthsUtc(start, months);
}

export function isExpired(start: Date, now: Date, months: number): boolean {
  return expiresAt(start, months).getTime() <= now.getTime();
}

/**
 * Every request received after this moment is certainly kept: a month has at least 28 days, so
 * the database only needs to hand over older ones, which `isExpired` then decides on.
 */
export function newestPossiblyExpired(now: Date, months: number): Date {
  return new Date(now.getTime() - months * 28 * 24 * 60 * 60 * 1000);
}
