// Retention periods of private entries (booking requests: decision 0023; barrier reports): a
// number of calendar months after the moment a policy names as the start, counted in UTC. A start
// on the 31st expires on the last day of a shorter month, at the same time of day.

/** A months setting such as BOOKING_RETENTION_MONTHS: whole months from 1 to 120, else refused. */
export function retentionMonths(
  setting: string,
  value: string | undefined,
  fallback: number,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1 || months > 120) {
    throw new Error(`${setting} must be a whole number of months from 1 to 120, not "${value}"`);
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

/** The moment from which an entry whose period started at `start` is deleted. */
export function expiresAt(start: Date, months: number): Date {
  return addMonthsUtc(start, months);
}

export function isExpired(start: Date, now: Date, months: number): boolean {
  return expiresAt(start, months).getTime() <= now.getTime();
}

/**
 * Every entry received after this moment is certainly kept: a month has at least 28 days and no
 * period starts before receipt, so the database only needs to hand over older ones, which
 * `isExpired` then decides on.
 */
export function newestPossiblyExpired(now: Date, months: number): Date {
  return new Date(now.getTime() - months * 28 * 24 * 60 * 60 * 1000);
}
