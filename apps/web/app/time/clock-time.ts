/** Wall-clock times as the CMS stores them: "10:00", "10:00:00" or "10:00:00.000". */

export type ClockTime = { hour: number; minute: number };

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

export function parseClockTime(value: unknown): ClockTime | null {
  if (typeof value !== 'string') return null;
  const match = CLOCK_TIME.exec(value.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] === undefined ? 0 : Number(match[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute };
}

/** "HH:MM" with leading zeros, the form used in ISO strings and schema.org. */
export function formatClockTime({ hour, minute }: ClockTime): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Minutes since midnight, for comparing times. */
export function minutesOfDay({ hour, minute }: ClockTime): number {
  return hour * 60 + minute;
}
