import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BarrierReportEntry } from '~/domain/types';
import { readBookingConfig } from '~/features/booking/config.server';
import { CLIENT_ADDRESS_HEADER } from '~/features/booking/guards.server';

const submitReport = vi.fn(async (_entry: BarrierReportEntry) => 'stored' as const);
const config = readBookingConfig({ BOOKING_RATE_LIMIT: '2', BOOKING_MAX_BODY_BYTES: '4000' });
vi.mock('~/features/booking/runtime.server', () => ({
  bookingConfig: () => config,
  bookingService: () => ({ submitReport }),
}));
vi.mock('~/site-origin.server', () => ({
  siteOrigin: () => ({ origin: 'https://museum.example', productionHosts: new Set() }),
}));

const { barrierReportAction, barrierReportHeaders, barrierReportPageData, prefilledPage } =
  await import('./route.server');

const DE = 'https://museum.example/barrierefreiheit/barriere-melden';
const EN = 'https://museum.example/en/accessibility/report-a-barrier';
let client = 0;

const valid = {
  'submission-id': 'a1b2c3d4-0000-4000-8000-00000000abcd',
  description: 'Das Video hat keine Untertitel.',
  page: '/ausstellungen/licht',
  'assistive-technology': 'screen-reader',
  name: 'Erika',
  email: 'erika@example.org',
  consent: 'on',
};

function post(
  page: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  body = new URLSearchParams(fields).toString(),
) {
  return new Request(page, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://museum.example',
      [CLIENT_ADDRESS_HEADER]: `192.0.2.${++client}`,
      ...headers,
    },
    body,
  });
}

/** What the action answered: a thrown redirect or the data with its status. */
async function act(request: Request) {
  try {
    const result = (await barrierReportAction({ request, url: new URL(request.url) })) as {
      data: { values: Record<string, string>; errors: Record<string, string>; problem: string };
      init: { status: number; headers?: Record<string, string> };
    };
    return { status: result.init.status, data: result.data, headers: new Headers() };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, data: null, headers: thrown.headers };
  }
}

beforeEach(() => submitReport.mockClear());

describe('barrier report action', () => {
  it('stores a valid report and answers 303 to the thank-you state with a signed cookie', async () => {
    const answer = await act(post(DE, valid));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/barrierefreiheit/barriere-melden?received=1');
    expect(answer.headers.get('set-cookie')).toMatch(/^zm_report_received=.*HttpOnly/i);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // Nothing the visitor typed travels in the address.
    expect(answer.headers.get('location')).not.toContain('Erika');
    expect(submitReport).toHaveBeenCalledWith(
      {
        submissionId: valid['submission-id'],
        pageLocale: 'de',
        report: {
          description: 'Das Video hat keine Untertitel.',
          page: '/ausstellungen/licht',
          assistiveTechnology: 'Screenreader',
          name: 'Erika',
          email: 'erika@example.org',
        },
      },
      // The confirmation counts for the client address (issue 41: one sender, one share).
      { sender: '192.0.2.1' },
    );
  });

  it('shows the thank-you summary from the cookie, without personal data', async () => {
    const answer = await act(post(EN, { ...valid, email: '' }));
    const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
    const received = new Request(`${EN}?received=1`, { headers: { cookie } });
    const data = await barrierReportPageData(received, new URL(received.url));
    expect(data.received).toEqual({
      reference: expect.stringMatching(/^ZM-BF-[0-9A-F]{8}$/),
      page: '/ausstellungen/licht',
      reply: false,
      storage: 'stored',
    });
    expect(answer.headers.get('location')).toBe('/en/accessibility/report-a-barrier?received=1');
  });

  it('answers bad input with 400, messages in the page language and the values kept', async () => {
    const fields = { ...valid, description: ' ', page: 'https://evil.example/x', consent: '' };
    const de = await act(post(DE, fields));
    expect(de.status).toBe(400);
    expect(de.data?.errors).toEqual({
      description: 'Bitte beschreiben Sie die Barriere.',
      page: expect.stringContaining('Adresse dieser Website'),
      consent: expect.stringContaining('Bitte stimmen Sie'),
    });
    expect(de.data?.values).toMatchObject({ page: 'https://evil.example/x', name: 'Erika' });
    const en = await act(post(EN, fields));
    expect(en.data?.errors.description).toBe('Please describe the barrier.');
    expect(submitReport).not.toHaveBeenCalled();
  });

  it('refuses a cross-site post with 403', async () => {
    const answer = await act(post(DE, valid, { origin: 'https://evil.example' }));
    expect(answer.status).toBe(403);
    expect(answer.data?.problem).toBe('crossSite');
    expect(submitReport).not.toHaveBeenCalled();
  });

  it('refuses a too large body with 413 and keeps the fields read before the limit', async () => {
    const body = `name=Erika&description=${'x'.repeat(6000)}`;
    const answer = await act(post(DE, {}, {}, body));
    expect(answer.status).toBe(413);
    expect(answer.data?.problem).toBe('tooLarge');
    expect(answer.data?.values).toEqual({ name: 'Erika' });
  });

  it('limits reports per client address with 429, keeping the values', async () => {
    const address = { [CLIENT_ADDRESS_HEADER]: '198.51.100.7' };
    expect((await act(post(DE, valid, address))).status).toBe(303);
    expect((await act(post(DE, valid, address))).status).toBe(303);
    const third = await act(post(DE, { ...valid, name: 'Dritte' }, address));
    expect(third.status).toBe(429);
    expect(third.data?.problem).toBe('rateLimited');
    expect(third.data?.values.name).toBe('Dritte');
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const answer = await act(post(DE, { ...valid, website: 'http://spam.example' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(submitReport).not.toHaveBeenCalled();
  });

  it('makes up a submission id when the posted one is no id', async () => {
    await act(post(DE, { ...valid, 'submission-id': '../x' }));
    expect(submitReport.mock.calls[0]![0].submissionId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('barrier report page', () => {
  const load = (url: string, headers: Record<string, string> = {}) =>
    prefilledPage(new Request(url, { headers }), new URL(url));

  it('fills in the page from ?page= or the same-site Referer, never another site', () => {
    expect(load(`${DE}?page=/ausstellungen%3Fx%3D1`)).toBe('/ausstellungen?x=1');
    expect(load(`${DE}?page=https://museum.example/en/visit`)).toBe('/en/visit');
    expect(load(`${DE}?page=https://evil.example/x`)).toBe('');
    expect(load(`${DE}?page=//evil.example/x`)).toBe('');
    expect(load(`${DE}?page=javascript:alert(1)`)).toBe('');
    expect(load(DE, { referer: 'https://museum.example/programm?tag=kinder' })).toBe(
      '/programm?tag=kinder',
    );
    expect(load(DE, { referer: 'https://evil.example/programm' })).toBe('');
    // A reload of the form is not a page the visitor reports.
    expect(load(DE, { referer: DE })).toBe('');
    expect(load(EN)).toBe('');
  });

  it('is never kept by an HTTP cache', () => {
    expect(barrierReportHeaders()).toMatchObject({ 'Cache-Control': 'private, no-store' });
  });
});
