import { expect } from 'vitest';

/**
 * The museum's opening hours as the CMS has them, and what the pages must say about a day: the
 * expected values of the browser tests of the today page, the home page's first screen and the
 * hours page, read from the CMS they run against (CMS_URL, CMS_API_TOKEN).
 */
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');

export type Locale = 'de' | 'en';
export type HoursRow = { opens: string | null; closes: string | null; closed: boolean };
export type HoursException = HoursRow & {
  date: string;
  labelDe?: string | null;
  labelEn?: string | null;
};
export type CmsHours = { weekly: (HoursRow & { weekday: string })[]; exceptions: HoursException[] };

/** A CMS answer's data, flat whether the CMS answers in Strapi 5's shape or 4's. */
export async function cms<T>(path: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const response = await fetch(`${cmsUrl}${path}`, { headers });
  expect(response.status, `${path} from ${cmsUrl}`).toBe(200);
  const { data } = (await response.json()) as { data: unknown };
  const flat = (item: unknown) => ((item as { attributes?: unknown }).attributes ?? item) as never;
  return (Array.isArray(data) ? data.map(flat) : flat(data)) as T;
}

export function cmsHours(): Promise<CmsHours> {
  return cms<CmsHours>('/api/opening-hours?populate[weekly]=true&populate[exceptions]=true');
}

export const weekdayNames = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const weekdayOf = (date: string) =>
  weekdayNames[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
export const usable = (row: HoursRow) => !row.closed && row.opens !== null && row.closes !== null;
export const weeklyRow = (hours: CmsHours, date: string) =>
  hours.weekly.find((day) => day.weekday === weekdayOf(date));

/** The hours of a day, an exception first; null when the museum is closed. */
export function dayHours(hours: CmsHours, date: string): { opens: string; closes: string } | null {
  const exception = hours.exceptions.find(
    (row) => row.date === date && (row.closed || usable(row)),
  );
  const row = exception ?? weeklyRow(hours, date);
  return row && usable(row)
    ? { opens: row.opens!.slice(0, 5), closes: row.closes!.slice(0, 5) }
    : null;
}

/** SPEC §9: "10–18 Uhr" in German, "10 am–6 pm" in English. */
export function expectedHours(
  { opens, closes }: { opens: string; closes: string },
  locale: Locale,
): string {
  const part = (time: string) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const minutes = minute ? `:${String(minute).padStart(2, '0')}` : '';
    if (locale === 'de') return `${hour}${minutes}`;
    return `${hour % 12 || 12}${minutes} ${hour < 12 ? 'am' : 'pm'}`;
  };
  return locale === 'de' ? `${part(opens)}–${part(closes)} Uhr` : `${part(opens)}–${part(closes)}`;
}

/** SPEC §4's sentence for a closed day, with the museum's name as the CMS has it. */
export const closedText = (locale: Locale, museum: string) =>
  locale === 'de'
    ? `Heute keine Ausstellungen. Das ${museum} ist geschlossen.`
    : `No exhibitions today. The ${museum} is closed.`;
