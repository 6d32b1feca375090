// The booking office reads and filters times as the museum lives them: in Europe/Berlin.

const ZONE = 'Europe/Berlin';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function berlinParts(at: Date): Record<string, string> {
  return Object.fromEntries(partsFormat.formatToParts(at).map((part) => [part.type, part.value]));
}

/** Minutes Berlin's wall clock is ahead of UTC at that moment (60 or 120). */
function offsetMinutes(at: Date): number {
  const p = berlinParts(at);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight in Berlin at the start of an ISO calendar day, or null if it is no real date. */
export function berlinDayStart(isoDate: string): Date | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Midnight is never inside a DST switch in Berlin, so the offset just before it is the one.
  const guess = utcMidnight - offsetMinutes(new Date(utcMidnight)) * 60000;
  return new Date(utcMidnight - offsetMinutes(new Date(guess)) * 60000);
}

/** The start of the Berlin day after an ISO calendar day (the end of a date range). */
export function berlinDayEnd(isoDate: string): Date | null {
  const start = berlinDayStart(isoDate);
  if (!start) return null;
  const next = new Date(start.getTime() + 36 * 60 * 60 * 1000);
  const p = berlinParts(next);
  return berlinDayStart(`${p.year}-${p.month}-${p.day}`);
}

/** "24.11.2025 21:36" in Berlin time. */
export function formatBerlinDateTime(at: Date): string {
  const p = berlinParts(at);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** An ISO calendar day as "06.05.2031"; anything else is returned as it is. */
export function formatGermanDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}
