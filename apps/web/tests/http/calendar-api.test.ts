import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_OVERRIDE_ENV } from '../../app/features/clock/now.server';
import {
  startSiteOnFakeCms,
  type RunningServer,
  type SiteOnFakeCms,
} from '../e2e/support/web-server';

/**
 * GET /api/calendar over HTTP against the production site reading the fake CMS (the recorded v5
 * fixtures), compared with the hours that CMS answers.
 */
let web: RunningServer;
let site: SiteOnFakeCms;
let cmsUrl: string;

beforeAll(async () => {
  // The test clock (x-zm-now) is off unless the site is told to take it.
  site = await startSiteOnFakeCms({ [CLOCK_OVERRIDE_ENV]: '1' });
  web = site.web;
  cmsUrl = site.cmsUrl;
});

afterAll(() => site?.stop());

type Row = { opens: string | null; closes: string | null; closed: boolean };
type CmsHours = {
  weekly: (Row & { weekday: string })[];
  exceptions: (Row & { date: string })[];
};

async function cmsOpeningHours(): Promise<CmsHours> {
  const response = await fetch(
    `${cmsUrl}/api/opening-hours?populate[weekly]=true&populate[exceptions]=true`,
  );
  expect(response.status, `opening-hours from ${cmsUrl}`).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  return ((data.attributes as CmsHours | undefined) ?? data) as CmsHours;
}

const weekdayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

function weekdayOf(isoDate: string): string {
  return weekdayNames[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] ?? '';
}

/** Berlin's offset at noon of a date, read from Intl ("+01:00" / "+02:00"). */
function berlinOffset(isoDate: string): string {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${isoDate}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name?.replace('GMT', '') ?? '';
}

const usable = (row: Row) => !row.closed && row.opens !== null && row.closes !== null;

/** What the CMS's hours say about one date: null when closed. */
function expectedDay(hours: CmsHours, date: string): { opens: string; closes: string } | null {
  const exception = hours.exceptions.find(
    (row) => row.date === date && (row.closed || usable(row)),
  );
  const row = exception ?? hours.weekly.find((day) => day.weekday === weekdayOf(date));
  if (!row || !usable(row)) return null;
  return { opens: (row.opens ?? '').slice(0, 5), closes: (row.closes ?? '').slice(0, 5) };
}

/** The windows the CMS's hours give for a range: open days only (SPEC §4, §7). */
function expectedEntries(hours: CmsHours, startDate: string, endDate: string) {
  const entries = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    const day = expectedDay(hours, date);
    if (!day) continue;
    const offset = berlinOffset(date);
    entries.push({
      start: { dateTime: `${date}T${day.opens}:00${offset}` },
      end: { dateTime: `${date}T${day.closes}:00${offset}` },
    });
  }
  return entries;
}

/** The recorded closure: a dated "closed" exception on a weekday that is normally open. */
function recordedClosure(hours: CmsHours): string {
  const closure = hours.exceptions.find((row) => {
    const weekly = hours.weekly.find((day) => day.weekday === weekdayOf(row.date));
    return row.closed && weekly !== undefined && usable(weekly);
  });
  expect(closure, 'the CMS has a closure on a normally open day').toBeDefined();
  return closure?.date ?? '';
}

describe('GET /api/calendar', () => {
  const calendar = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${web.url}/api/calendar${query}`, { headers });

  it.each([
    ['?startDate=2026-02-30', 'startDate'],
    ['?startDate=30.01.2026', 'startDate'],
    ['?startDate=2026-1-5', 'startDate'],
    ['?endDate=tomorrow', 'endDate'],
    ['?startDate=2026-03-10&endDate=2026-03-09', 'endDate'],
    ['?startDate=2026-01-01&endDate=2027-01-02', 'endDate'],
    ['?locale=fr', 'locale'],
    ['?startDate=2026-03-01&locale=EN', 'locale'],
  ])('answers 400 with JSON naming the parameter for %s', async (query, parameter) => {
    const response = await calendar(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { error: { parameter: string; message: string } };
    expect(body.error.parameter).toBe(parameter);
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it('accepts a range of exactly 366 days', async () => {
    const response = await calendar('?startDate=2028-01-01&endDate=2028-12-31');
    expect(response.status).toBe(200);
  });

  it('returns the opening windows of the CMS hours, closure and Berlin offsets included', async () => {
    const hours = await cmsOpeningHours();
    const closure = recordedClosure(hours);
    const startDate = addDays(closure, -3);
    const endDate = addDays(closure, 10);
    const response = await calendar(`?startDate=${startDate}&endDate=${endDate}&locale=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const entries = (await response.json()) as { start: { dateTime: string } }[];
    expect(entries).toEqual(expectedEntries(hours, startDate, endDate));
    // The closure is a normally open weekday: no entry, while its neighbours have theirs.
    const dates = entries.map((entry) => entry.start.dateTime.slice(0, 10));
    expect(dates).not.toContain(closure);
    expect(dates).toContain(addDays(closure, 1));
  });

  it("defaults to today and tomorrow: today's window first when open, no entry on the closure (clock set by x-zm-now)", async () => {
    const hours = await cmsOpeningHours();
    const closure = recordedClosure(hours);
    const twoBefore = addDays(closure, -2);
    const dayBefore = addDays(closure, -1);
    // 23:30 UTC is already the next day in Berlin: the default must follow Berlin, not UTC.
    const late = await calendar('', { 'x-zm-now': `${twoBefore}T23:30:00Z` });
    const lateEntries = (await late.json()) as { start: { dateTime: string } }[];
    expect(lateEntries).toEqual(expectedEntries(hours, dayBefore, closure));
    expect(expectedDay(hours, dayBefore), 'the day before the closure is open').not.toBeNull();
    // Today (the day before the closure) is open: its window first; tomorrow is closed: nothing.
    expect(lateEntries.map((entry) => entry.start.dateTime.slice(0, 10))).toEqual([dayBefore]);

    const onClosure = await calendar('?locale=de', { 'x-zm-now': `${closure}T10:00:00Z` });
    const entries = (await onClosure.json()) as { start: { dateTime: string } }[];
    expect(entries).toEqual(expectedEntries(hours, closure, addDays(closure, 1)));
    // A SPEC client reads the first entry as today's window: on the closure there is none.
    expect(entries.some((entry) => entry.start.dateTime.startsWith(closure))).toBe(false);
    expect(entries[0]?.start.dateTime.startsWith(addDays(closure, 1))).toBe(true);
  });
});
