import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { museumHours } from '~/features/opening-hours/museum-hours.fixture';
import type { OpeningHours } from '~/features/opening-hours';
import {
  calendarHandler,
  calendarSourceFromEnv,
  cmsCalendarSource,
  upstreamCalendarSource,
  type CalendarSource,
} from './calendar';

// The server runs in UTC in production containers; Berlin dates must not depend on that.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

const testClock = { ZM_ALLOW_CLOCK_OVERRIDE: '1' };
let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(source: CalendarSource, env: Record<string, string> = testClock) {
  const app = express();
  app.get('/api/calendar', calendarHandler({ source, env }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/calendar`;
}

const fromHours = (hours: OpeningHours = museumHours) => cmsCalendarSource(async () => hours);

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}

describe('GET /api/calendar from the CMS hours', () => {
  it('defaults to today and tomorrow in Berlin just before midnight (UTC is an hour behind)', async () => {
    const url = await serve(fromHours());
    // Tuesday 24 March 2026, 23:59 in Berlin (+01:00): today Tuesday, tomorrow Wednesday.
    const { status, body } = await getJson(url, { 'x-zm-now': '2026-03-24T22:59:00Z' });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        start: { dateTime: '2026-03-24T10:00:00+01:00' },
        end: { dateTime: '2026-03-24T18:00:00+01:00' },
      },
      {
        start: { dateTime: '2026-03-25T10:00:00+01:00' },
        end: { dateTime: '2026-03-25T18:00:00+01:00' },
      },
    ]);
  });

  it('moves to the next Berlin day just after midnight, while UTC is still on the day before', async () => {
    const url = await serve(fromHours());
    // 23:01 UTC on 24 March is 00:01 on Wednesday 25 March in Berlin.
    const { body } = await getJson(url, { 'x-zm-now': '2026-03-24T23:01:00Z' });
    expect(body).toEqual([
      {
        start: { dateTime: '2026-03-25T10:00:00+01:00' },
        end: { dateTime: '2026-03-25T18:00:00+01:00' },
      },
      {
        start: { dateTime: '2026-03-26T10:00:00+01:00' },
        end: { dateTime: '2026-03-26T20:00:00+01:00' },
      },
    ]);
  });

  it('has no entry for today when today is closed (Monday), and reads the clock cookie', async () => {
    const url = await serve(fromHours());
    const { body } = await getJson(url, { cookie: 'zm-now=2026-03-30T08:00:00Z' });
    // A SPEC client reads the first entry as today's window: Monday must not have one.
    expect(body).toEqual([
      {
        start: { dateTime: '2026-03-31T10:00:00+02:00' },
        end: { dateTime: '2026-03-31T18:00:00+02:00' },
      },
    ]);
  });

  it('answers an empty list for a range of closed days', async () => {
    const url = await serve(fromHours());
    const { status, body } = await getJson(`${url}?startDate=2026-03-30&endDate=2026-03-30`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('writes +01:00 and +02:00 across the March and October changes', async () => {
    const url = await serve(fromHours());
    const march = await getJson(`${url}?startDate=2026-03-28&endDate=2026-03-29`);
    expect(
      (march.body as { start: { dateTime: string } }[]).map((entry) => entry.start.dateTime),
    ).toEqual(['2026-03-28T10:00:00+01:00', '2026-03-29T10:00:00+02:00']);
    const october = await getJson(`${url}?startDate=2026-10-24&endDate=2026-10-25&locale=en`);
    expect(
      (october.body as { end: { dateTime: string } }[]).map((entry) => entry.end.dateTime),
    ).toEqual(['2026-10-24T18:00:00+02:00', '2026-10-25T18:00:00+01:00']);
  });

  it('applies exception days and closures', async () => {
    const url = await serve(fromHours());
    const { body } = await getJson(`${url}?startDate=2026-12-23&endDate=2026-12-24`);
    // The 24th is closed by an exception: only the 23rd has a window.
    expect(
      (body as { start: { dateTime: string } }[]).map((entry) => entry.start.dateTime),
    ).toEqual(['2026-12-23T10:00:00+01:00']);
    const { body: eve } = await getJson(`${url}?startDate=2026-12-31&endDate=2026-12-31`);
    expect(eve).toEqual([
      {
        start: { dateTime: '2026-12-31T10:00:00+01:00' },
        end: { dateTime: '2026-12-31T14:30:00+01:00' },
      },
    ]);
  });

  it('sends cache-friendly headers and varies on the test clock only when it is allowed', async () => {
    const url = await serve(fromHours(), {});
    const { headers } = await getJson(`${url}?startDate=2026-03-28`);
    expect(headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=600');
    expect(headers.get('vary') ?? '').not.toMatch(/x-zm-now/i);
    close?.();
    const testUrl = await serve(fromHours());
    expect((await getJson(`${testUrl}?startDate=2026-03-28`)).headers.get('vary')).toMatch(
      /x-zm-now/i,
    );
  });

  it('ignores the clock header when the override is not allowed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-24T12:00:00Z') });
    try {
      const url = await serve(fromHours(), {});
      const { body } = await getJson(url, { 'x-zm-now': '2026-03-30T08:00:00Z' });
      expect((body as { start: { dateTime: string } }[])[0]?.start.dateTime).toBe(
        '2026-03-24T10:00:00+01:00',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/calendar bad input', () => {
  it.each([
    ['startDate=2026-02-30', 'startDate'],
    ['startDate=24.03.2026', 'startDate'],
    ['endDate=next-week', 'endDate'],
    ['startDate=2026-03-10&endDate=2026-03-09', 'endDate'],
    ['startDate=2026-01-01&endDate=2027-01-02', 'endDate'],
    ['locale=fr', 'locale'],
  ])('answers 400 for %s naming %s', async (query, parameter) => {
    const source = vi.fn(fromHours());
    const url = await serve(source);
    const { status, headers, body } = await getJson(`${url}?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { parameter, message: expect.any(String) } });
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(source).not.toHaveBeenCalled();
  });

  it('answers 503 with a JSON message when the CMS is down', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = await serve(
      cmsCalendarSource(async () => {
        throw new Error('CMS unreachable');
      }),
    );
    const { status, headers, body } = await getJson(`${url}?startDate=2026-03-24`);
    expect(status).toBe(503);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ error: { message: 'The opening hours are not available right now.' } });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('CMS unreachable'));
    errors.mockRestore();
  });
});

describe('upstream calendar', () => {
  const entry = {
    start: { dateTime: '2026-03-24T09:00:00+01:00' },
    end: { dateTime: '2026-03-24T17:00:00+01:00' },
  };

  it('forwards the normalised query and the authorization header', async () => {
    const fetchMock = vi.fn(async () => Response.json([{ ...entry, summary: 'dropped' }]));
    const source = upstreamCalendarSource({
      url: 'https://calendar.example/hours?site=zm',
      authorization: 'Bearer abc',
      fetch: fetchMock as unknown as typeof fetch,
    });
    expect(await source({ startDate: '2026-03-24', endDate: '2026-03-24', locale: 'en' })).toEqual([
      entry,
    ]);
    const [target, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(target.href).toBe(
      'https://calendar.example/hours?site=zm&startDate=2026-03-24&endDate=2026-03-24&locale=en',
    );
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('gives no entry for the days the upstream leaves out', async () => {
    // The upstream knows only Wednesday; Monday (today) and Tuesday are closed days.
    const wednesday = {
      start: { dateTime: '2026-03-25T09:00:00Z' },
      end: { dateTime: '2026-03-25T16:00:00Z' },
    };
    const source = upstreamCalendarSource({
      url: 'https://calendar.example/hours',
      fetch: vi.fn(async () => Response.json([wednesday])) as unknown as typeof fetch,
    });
    expect(await source({ startDate: '2026-03-23', endDate: '2026-03-25', locale: 'de' })).toEqual([
      wednesday,
    ]);
  });

  it.each([
    ['a failing answer', async () => new Response('nope', { status: 502 })],
    ['a wrong shape', async () => Response.json({ items: [] })],
    ['a network error', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('turns %s into 503', async (_what, answer) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = await serve(
      upstreamCalendarSource({
        url: 'https://calendar.example/hours',
        fetch: vi.fn(answer) as unknown as typeof fetch,
      }),
    );
    expect((await getJson(url)).status).toBe(503);
    errors.mockRestore();
  });

  it('reads an upstream that marks closed days (this endpoint before decision 0050): they and days outside the range go', async () => {
    const open = (date: string) => ({
      start: { dateTime: `${date}T10:00:00+01:00` },
      end: { dateTime: `${date}T18:00:00+01:00` },
    });
    const answer = [
      // The day before the range.
      { ...open('2026-03-22'), closed: false },
      {
        start: { dateTime: '2026-03-23T00:00:00+01:00' },
        end: { dateTime: '2026-03-23T00:00:00+01:00' },
        closed: true,
      },
      { ...open('2026-03-24'), closed: false },
    ];
    const source = upstreamCalendarSource({
      url: 'https://calendar.example/hours',
      fetch: vi.fn(async () => Response.json(answer)) as unknown as typeof fetch,
    });
    expect(await source({ startDate: '2026-03-23', endDate: '2026-03-24', locale: 'de' })).toEqual([
      open('2026-03-24'),
    ]);
  });

  it('is chosen by CALENDAR_UPSTREAM_URL, otherwise the CMS hours are used', async () => {
    const loadHours = vi.fn(async () => museumHours);
    const cms = calendarSourceFromEnv({}, loadHours);
    await cms({ startDate: '2026-03-24', endDate: '2026-03-24', locale: 'de' });
    expect(loadHours).toHaveBeenCalledOnce();

    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([entry]));
    const upstream = calendarSourceFromEnv(
      {
        CALENDAR_UPSTREAM_URL: 'https://calendar.example/hours',
        CALENDAR_UPSTREAM_AUTHORIZATION: 'Token t',
      },
      loadHours,
    );
    expect(
      await upstream({ startDate: '2026-03-24', endDate: '2026-03-24', locale: 'de' }),
    ).toEqual([entry]);
    expect(loadHours).toHaveBeenCalledOnce();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Token t');
    fetchMock.mockRestore();
  });
});
