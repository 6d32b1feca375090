import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '../../app/features/booking/booking-service.server';
import { CLOCK_OVERRIDE_ENV } from '../../app/features/clock/now.server';
import { startSiteOnFakeCms, type SiteOnFakeCms } from '../e2e/support/web-server';

/**
 * Issue 43: the booking form without JavaScript. The server refuses a day the rules do not
 * allow – a Monday (the museum's closed day), a closing exception, a day within the offer's
 * lead time (14 days for the recorded offer) – with the reason in the page language and the
 * form again with everything typed; an allowed day goes through, and the thank-you page shows
 * the reference the mails carry. The day is fixed per request (x-zm-now).
 */
let site: SiteOnFakeCms;

beforeAll(async () => {
  site = await startSiteOnFakeCms({ [CLOCK_OVERRIDE_ENV]: '1' });
});

afterAll(() => site?.stop());

/** Tuesday, 1 December 2026, 10:00 in Berlin. */
const NOW = '2026-12-01T09:00:00Z';
const paths = {
  de: '/fuehrungen/fuehrung-in-gebaerdensprache/anfrage',
  en: '/en/guided-tours/tour-in-sign-language/request',
} as const;

const typed = {
  language: 'de',
  hour: '10',
  minute: '30',
  participants: '6',
  'first-name': 'Mira',
  'last-name': 'Kalender',
  email: 'mira.kalender@example.org',
  message: 'Wir sind eine Gebärdensprachgruppe.',
  address: 'Feldweg 3',
  'postal-code': '10115',
  city: 'Berlin',
  consent: 'on',
  'submission-id': 'c0ffee00-0000-4000-8000-000000000043',
};

async function post(locale: 'de' | 'en', date: string, cookie?: string) {
  const response = await fetch(`${site.web.url}${paths[locale]}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: site.web.url,
      'x-zm-now': NOW,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ ...typed, date }).toString(),
  });
  const html = (await response.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
  return { status: response.status, html, response };
}

/** The message at the date field (its id ties it to the field). */
function dateError(html: string): string | null {
  return /<p id="booking-date-error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? null;
}

/** Every typed value is in the form again. */
function expectKept(html: string, date: string) {
  for (const value of [
    date,
    typed['first-name'],
    typed['last-name'],
    typed.email,
    typed.address,
    typed['postal-code'],
    typed.city,
  ]) {
    expect(html.includes(`value="${value}"`), value).toBe(true);
  }
  expect(html).toContain(`>${typed.message}</textarea>`);
  expect(html).toMatch(/<option value="10" selected="">/);
  expect(html).toMatch(/<option value="30" selected="">/);
}

describe('booking form without JavaScript: the calendar rules', () => {
  it('refuses a Monday with the reason, in German and English, and keeps every value', async () => {
    const monday = '2026-12-21';
    const de = await post('de', monday);
    expect(de.status).toBe(400);
    expect(dateError(de.html)).toBe(
      'Montags ist das Museum geschlossen. Bitte wählen Sie einen anderen Tag.',
    );
    expectKept(de.html, monday);
    const en = await post('en', monday);
    expect(en.status).toBe(400);
    expect(dateError(en.html)).toBe('The museum is closed on Mondays. Please choose another day.');
    expectKept(en.html, monday);
  });

  it('refuses a day within the lead time and names the first possible day', async () => {
    const { status, html } = await post('de', '2026-12-04');
    expect(status).toBe(400);
    expect(dateError(html)).toBe(
      'Dieses Angebot braucht 14 Tage Vorlauf. Bitte wählen Sie den Dienstag, 15. Dezember 2026 oder einen späteren Tag.',
    );
    expectKept(html, '2026-12-04');
    // The field itself starts at that day.
    expect(html).toMatch(/type="date"[^>]* min="2026-12-15"|min="2026-12-15"[^>]*type="date"/);
  });

  it('refuses a closing exception with its occasion', async () => {
    const { status, html } = await post('en', '2026-12-24');
    expect(status).toBe(400);
    expect(dateError(html)).toBe(
      'The museum is closed on Thursday, December 24, 2026 (Christmas Eve). Please choose another day.',
    );
  });

  it('shows the rules beside the date field before anything is sent', async () => {
    const response = await fetch(`${site.web.url}${paths.de}`, { headers: { 'x-zm-now': NOW } });
    const html = await response.text();
    const hint = /<p id="booking-date-hint"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
    expect(hint).toContain('Frühestens am Dienstag, 15. Dezember (14 Tage Vorlauf).');
    expect(hint).toContain('Das Museum ist montags geschlossen.');
    expect(hint).toContain('24. Dezember (Heiligabend)');
    expect(hint).toContain(
      'Nächste mögliche Tage: Dienstag, 15. Dezember, Mittwoch, 16. Dezember und Donnerstag, 17. Dezember.',
    );
  });

  it('takes an allowed day; the thank-you page shows the reference the mails carry', async () => {
    const sent = await post('de', '2026-12-16');
    expect(sent.status).toBe(303);
    const cookie = sent.response.headers.get('set-cookie')!.split(';')[0]!;
    const thanks = await fetch(`${site.web.url}${sent.response.headers.get('location')}`, {
      headers: { cookie, 'x-zm-now': NOW },
    });
    const html = await thanks.text();
    const reference = bookingReference(typed['submission-id']);
    expect(reference).toMatch(/^ZM-[0-9A-F]{8}$/);
    const text = /<p id="booking-reference"[^>]*>(.*?)<\/p>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>|<!-- -->/g, '');
    expect(text).toContain(`Ihre Referenz: ${reference}.`);
  });
});
