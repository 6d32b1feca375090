import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Event, GeneralContact } from '~/domain/types';
import type { CalendarReads } from '~/features/calendar-feed/feeds.server';
import { testEvent } from '~/features/calendar-feed/test-events';
import {
  eventCalendarPattern,
  eventCalendarPath,
  programmeCalendarPattern,
  programmeCalendarPath,
} from '~/site/feed-paths';
import { eventCalendarHandler, programmeCalendarHandler } from './calendar-feeds';

let close: (() => void) | undefined;
afterEach(() => close?.());

const contact: GeneralContact = {
  museumName: 'Zentralmuseum',
  addressLines: ['Museumsplatz 1', '12345 Musterstadt'],
  phone: null,
  mail: null,
  routePlanningUrl: null,
  general: null,
  press: null,
  offers: null,
  imprintPage: null,
  privacyPage: null,
  seo: null,
};

// The clock the tests fix (x-zm-now is honoured only with the override allowed).
const env = { ZM_ALLOW_CLOCK_OVERRIDE: '1' };
const now = '2026-11-20T12:00:00+01:00';

const events: Event[] = [
  testEvent({
    title: 'Vergangen',
    slug: 'vergangen',
    startDate: '2026-10-01T10:00:00Z',
    endDate: null,
    revision: { id: 'old', updatedAt: '2026-09-01T00:00:00Z' },
  }),
  testEvent({
    title: 'Kürzlich',
    slug: 'kuerzlich',
    startDate: '2026-11-05T10:00:00Z',
    endDate: null,
    revision: { id: 'recent', updatedAt: '2026-09-01T00:00:00Z' },
  }),
  testEvent({
    title: 'Familientag',
    slug: 'familientag',
    revision: { id: 'family', updatedAt: '2026-09-01T00:00:00Z' },
  }),
  testEvent({
    title: 'Vortrag',
    slug: 'vortrag',
    targetGroups: [],
    categories: [{ title: 'Vortrag', slug: 'vortrag' }],
    status: 'cancelled',
    revision: { id: 'talk', updatedAt: '2026-09-01T00:00:00Z' },
  }),
];

function fakeReads(changes: Partial<CalendarReads> = {}): CalendarReads {
  return {
    getEventDetails: async () => events,
    getEvent: async (slug) => events.find((event) => event.slug === slug) ?? null,
    getCategories: async () =>
      [
        { title: 'Führung', slug: 'fuehrung' },
        { title: 'Vortrag', slug: 'vortrag' },
      ] as never,
    getTargetGroups: async () => [{ title: 'Familien', slug: 'familien' }] as never,
    getGeneralContact: async () => contact,
    ...changes,
  };
}

async function serve(reads: CalendarReads) {
  const app = express();
  const options = { reads, origin: () => 'https://museum.example', env };
  app.get(programmeCalendarPattern, programmeCalendarHandler(options));
  app.get(eventCalendarPattern, eventCalendarHandler(options));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { 'x-zm-now': now, ...headers } });
}

/**
 * A conditional GET as a calendar app or cache sends it (fetch would add
 * `Cache-Control: no-cache` to it, which asks the server for a full answer).
 */
function statusOf(url: string, headers: Record<string, string>): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'x-zm-now': now, ...headers } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      })
      .on('error', reject);
  });
}

async function summaries(response: Response): Promise<string[]> {
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar
    .getAllSubcomponents('vevent')
    .map((entry) => String(entry.getFirstPropertyValue('summary')));
}

describe('the programme calendar feed', () => {
  it('answers the programme from 30 days back as text/calendar that caches revalidate', async () => {
    const get = await serve(fakeReads());
    const response = await get(programmeCalendarPath('de'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await summaries(response)).toEqual(['Kürzlich', 'Familientag', 'Abgesagt: Vortrag']);
    expect(await statusOf(response.url, { 'if-none-match': etag! })).toBe(304);
  });

  it('filters like the programme page and ignores unknown parameters', async () => {
    const get = await serve(fakeReads());
    const byTarget = await get(
      programmeCalendarPath('de', new URLSearchParams({ target: 'familien', utm: 'x' })),
    );
    expect(await summaries(byTarget)).toEqual(['Kürzlich', 'Familientag']);
    const byType = await get(programmeCalendarPath('en', new URLSearchParams({ type: 'vortrag' })));
    expect(await summaries(byType)).toEqual(['Cancelled: Vortrag']);
    const unknownType = await get(
      programmeCalendarPath('de', new URLSearchParams({ type: 'gibt-es-nicht' })),
    );
    expect(await summaries(unknownType)).toHaveLength(3);
  });

  it('answers 404 for an unknown language', async () => {
    const get = await serve(fakeReads());
    const response = await get('/feeds/fr/programme.ics');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('answers 503 with a short message, never a stack, while the CMS is down', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const get = await serve(
      fakeReads({ getEventDetails: () => Promise.reject(new Error('connect ECONNREFUSED')) }),
    );
    const response = await get(programmeCalendarPath('de'));
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toBe('The calendar is not available right now. Please try again later.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
    error.mockRestore();
  });
});

describe('the calendar file of one event', () => {
  it('answers the event as an attachment', async () => {
    const get = await serve(fakeReads());
    const response = await get(eventCalendarPath('de', 'familientag'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?familientag\.ics"?$/,
    );
    expect(await summaries(response)).toEqual(['Familientag']);
  });

  it('answers 404 for an unknown event or language, 503 while the CMS is down', async () => {
    const get = await serve(fakeReads());
    expect((await get(eventCalendarPath('de', 'gibt-es-nicht'))).status).toBe(404);
    expect((await get('/feeds/xx/events/familientag.ics')).status).toBe(404);
    close?.();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = await serve(fakeReads({ getEvent: () => Promise.reject(new Error('timeout')) }));
    const response = await down(eventCalendarPath('de', 'familientag'));
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('timeout');
    error.mockRestore();
  });
});
