// Dates as German editors type them: "24.12.2026", "24.12.26", "1.2.2027", with a time
// "24.12.2026 14:30" (also "24.12.2026, 14:30 Uhr" or "14.30"), or the ISO form "2026-12-24".

export interface TypedDate {
  year: number;
  month: number;
  day: number;
  /** Only when a time was typed. */
  hour?: number;
  minute?: number;
}

const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})(?:,?\s+(\d{1,2})[:.](\d{2})(?:\s*uhr)?)?$/i;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2}))?$/;

function isRealDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

/**
 * The date (and time) in `text`, or null when it is none: no real calendar day (31.02.),
 * a time outside 00:00–23:59, or anything else. A two-digit year is in this century.
 */
export function parseTypedDate(text: string): TypedDate | null {
  const trimmed = text.trim();
  const german = GERMAN.exec(trimmed);
  const iso = german ? null : ISO.exec(trimmed);
  let year: number, month: number, day: number;
  let hour: string | undefined, minute: string | undefined;
  if (german) {
    day = Number(german[1]);
    month = Number(german[2]);
    year = german[3]!.length === 2 ? 2000 + Number(german[3]) : Number(german[3]);
    [hour, minute] = [german[4], german[5]];
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
    [hour, minute] = [iso[4], iso[5]];
  } else {
    return null;
  }
  if (!isRealDay(year, month, day)) return null;
  if (hour === undefined || minute === undefined) return { year, month, day };
  const [h, m] = [Number(hour), Number(minute)];
  if (h > 23 || m > 59) return null;
  return { year, month, day, hour: h, minute: m };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-12-24": what Strapi stores in a date field. */
export function isoDate({ year, month, day }: TypedDate): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The moment of a typed date and time on the editor's clock (the admin shows and picks
 * datetime fields in the browser's time zone); midnight when no time was typed.
 */
export function localMoment(typed: TypedDate): Date {
  return new Date(typed.year, typed.month - 1, typed.day, typed.hour ?? 0, typed.minute ?? 0);
}

/** The value a typed date gives a field: the day, or the moment (with the field's old time). */
export function typedFieldValue(type: string, typed: TypedDate, current: unknown): string {
  if (type === 'date') return isoDate(typed);
  if (typed.hour === undefined && typeof current === 'string' && current) {
    const before = new Date(current);
    if (!Number.isNaN(before.getTime()))
      return localMoment({
        ...typed,
        hour: before.getHours(),
        minute: before.getMinutes(),
      }).toISOString();
  }
  return localMoment(typed).toISOString();
}
