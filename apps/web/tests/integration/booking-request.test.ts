import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startWebServer,
  untilReady,
  type RunningServer,
} from '../e2e/support/web-server';
import { startCuttableProxy } from './support/proxy';
import { createSmtpSink } from './support/smtp';
import { bookableDay } from '../e2e/support/booking-day';

const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '');
const token = process.env.CMS_API_TOKEN;
const auth = { authorization: `Bearer ${token}` };

type Offer = {
  slug: string;
  title: string;
  minParticipants: number | null;
  maxParticipants: number | null;
};

async function cmsJson(pathAndQuery: string): Promise<{ data: unknown }> {
  const response = await fetch(`${cmsUrl}${pathAndQuery}`, { headers: auth });
  if (!response.ok) throw new Error(`CMS ${response.status} for ${pathAndQuery}`);
  return (await response.json()) as { data: unknown };
}

async function entries(submissionId: string): Promise<Record<string, unknown>[]> {
  const answer = await cmsJson(`/api/booking-requests?filters[submissionId][$eq]=${submissionId}`);
  return answer.data as Record<string, unknown>[];
}

async function until<T>(
  what: string,
  probe: () => Promise<T | null | false>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A day next summer (Berlin), so that the 9:15–15:30 window applies, that the offer's rules
 * and the museum's calendar allow: a Wednesday, months ahead (issue 43).
 */
function nextSummerDate(): string {
  return bookableDay();
}

describe('booking request against real servers', () => {
  let web: RunningServer;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  const smtp = createSmtpSink();
  let smtpPort: number;
  let queueDir: string;
  let offer: Offer;
  let museumAddress: string;
  let client = 0;

  const pagePath = (locale: 'de' | 'en' = 'de') =>
    locale === 'de' ? `/fuehrungen/${offer.slug}/anfrage` : `/en/guided-tours/${enSlug}/request`;
  let enSlug: string;

  function form(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      'submission-id': randomUUID(),
      language: 'de',
      date: nextSummerDate(),
      hour: '10',
      minute: '30',
      participants: String(offer.minParticipants ?? 1),
      salutation: 'ms',
      'first-name': 'Erika',
      'last-name': 'Integration',
      tel: '+49 30 1234567',
      email: 'erika.integration@example.org',
      message: 'Zwei Rollstühle.\nBitte langsam.',
      company: 'Schule am Park',
      address: 'Parkweg 1',
      'postal-code': '10115',
      city: 'Berlin',
      country: 'Deutschland',
      consent: 'on',
      ...overrides,
    };
  }

  /** Posts like a browser without JavaScript; each test has its own client address. */
  function post(
    body: Record<string, string> | string,
    options: { origin?: string; path?: string; address?: string } = {},
  ) {
    return fetch(`${web.url}${options.path ?? pagePath()}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: options.origin ?? web.url,
        'x-forwarded-for': options.address ?? `198.51.100.${++client}`,
      },
      body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
    });
  }

  beforeAll(async () => {
    const offers = (
      await cmsJson(
        // An offer whose start times include 10:30 (some start in the afternoon only).
        '/api/offers?locale=de&filters[bookable][$eq]=true&filters[bookingEarliest][$null]=true' +
          '&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale',
      )
    ).data as (Offer & { localizations?: { slug: string; locale: string }[] })[];
    const chosen = offers.find((item) => item.localizations?.some((l) => l.locale === 'en'));
    if (!chosen) throw new Error('no bookable offer with an English version in the CMS');
    offer = chosen;
    enSlug = chosen.localizations!.find((l) => l.locale === 'en')!.slug;
    const contact = (await cmsJson('/api/general-contact?locale=de&populate[offers]=true'))
      .data as {
      mail: string;
      offers?: { mail?: string | null } | null;
    };
    museumAddress = contact.offers?.mail || contact.mail;

    proxy = await startCuttableProxy(new URL(cmsUrl!));
    smtpPort = await freePort(); // nothing listens yet: the mail server is "down"
    queueDir = mkdtempSync(path.join(tmpdir(), 'booking-it-'));
    web = await startWebServer({
      CMS_URL: proxy.url(),
      CMS_API_TOKEN: token!,
      // A cut proxy refuses at once; a CMS slowed by a busy machine must not open the breaker.
      CMS_TIMEOUT_MS: '15000',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'Zentralmuseum <noreply@zentralmuseum.example>',
      BOOKING_QUEUE_DIR: path.join(queueDir, 'queue'),
      MAIL_OUTBOX_DIR: path.join(queueDir, 'outbox'),
      BOOKING_RETRY_BASE_MS: '200',
      BOOKING_RETRY_MAX_MS: '1000',
      BOOKING_RATE_LIMIT: '3',
      BOOKING_RATE_WINDOW_MS: '600000',
    });
    await untilReady(web);
    // Warm the content cache as a visitor's first visit would.
    expect((await fetch(`${web.url}${pagePath()}`)).status).toBe(200);
    expect((await fetch(`${web.url}${pagePath('en')}`)).status).toBe(200);
  });

  afterAll(async () => {
    await web?.stop();
    await smtp.close().catch(() => undefined);
    await proxy?.cut().catch(() => undefined);
    if (queueDir) rmSync(queueDir, { recursive: true, force: true });
  });

  it('SMTP down first: the request is stored at once, both mails arrive once SMTP is up', async () => {
    const body = form({ language: 'en', email: 'ada.integration@example.org' });
    const response = await post(body, { path: pagePath('en') });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/en/guided-tours/${enSlug}/request?received=1`);
    expect(response.headers.get('location')).not.toContain('example.org');
    const [entry] = await until(
      'CMS entry',
      async () =>
        (await entries(body['submission-id']!)).length > 0 && entries(body['submission-id']!),
    );
    expect(entry).toMatchObject({
      bookingStatus: 'new',
      pageLocale: 'en',
      email: 'ada.integration@example.org',
      participants: Number(body.participants),
    });

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails).toHaveLength(0);
    await smtp.listen(smtpPort);
    await until('two mails', async () => smtp.mails.length >= 2);
    const museum = smtp.mails.find((mail) => mail.to.includes(museumAddress))!;
    const visitor = smtp.mails.find((mail) => mail.to.includes('ada.integration@example.org'))!;
    expect(museum.subject).toMatch(/^Führungsanfrage: /);
    expect(museum.text).toContain('Wunschtermin:');
    expect(museum.text).toContain('Rechnungsadresse');
    expect(museum.text).toContain('Einwilligung:');
    expect(visitor.subject).toMatch(/^Guided tour request: /);
    expect(visitor.text).toMatch(/^Thank you for your request/);
    expect(visitor.text).toContain('Preferred date:');
    expect(visitor.text).toContain('Time: 10:30 am');
  });

  it('a valid German request ends as one entry and two German mails; the thank-you page shows the summary', async () => {
    const before = smtp.mails.length;
    const body = form();
    const response = await post(body);
    expect(response.status).toBe(303);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const thanks = await fetch(`${web.url}${response.headers.get('location')}`, {
      headers: { cookie },
    });
    expect(thanks.headers.get('cache-control')).toContain('no-store');
    const html = await thanks.text();
    expect(html).toContain('Vielen Dank für Ihre Anfrage');
    expect(html).toContain('Integration');
    expect(await entries(body['submission-id']!)).toHaveLength(1);
    await until('two more mails', async () => smtp.mails.length >= before + 2);
    const mails = smtp.mails.slice(before);
    expect(mails.map((mail) => mail.subject.split(':')[0])).toEqual([
      'Führungsanfrage',
      'Führungsanfrage',
    ]);
    const visitor = mails.find((mail) => mail.to.includes(body.email!))!;
    expect(visitor.text).toMatch(/^Vielen Dank für Ihre Anfrage/);
    expect(visitor.text).toContain('Uhrzeit: 10:30 Uhr');
    expect(visitor.text).toMatch(/Referenz: ZM-[0-9A-F]{8}/i);
    // The visitor's free text goes to the museum only: a confirmation to an unchecked address
    // repeats nothing its sender chose (issue #22, finding 5).
    expect(visitor.text).not.toContain('Zwei Rollstühle');
    const museum = mails.find((mail) => !mail.to.includes(body.email!))!;
    expect(museum.text).toContain('Zwei Rollstühle.\nBitte langsam.');
  });

  it('the CMS stopped while sending: the request is kept and stored once the CMS is back', async () => {
    await proxy.cut();
    const body = form({ 'last-name': 'Warteschlange' });
    let response: Response;
    try {
      response = await post(body);
      expect(response.status).toBe(303);
      const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
      const html = await (
        await fetch(`${web.url}${response.headers.get('location')}`, { headers: { cookie } })
      ).text();
      expect(html).toContain('sicher gespeichert');
      expect(await entries(body['submission-id']!)).toHaveLength(0);
      // The same form sent again while the CMS is away stays one request.
      expect((await post(body)).status).toBe(303);
    } finally {
      await proxy.restore();
    }
    const stored = await until('queued request in the CMS', async () => {
      const found = await entries(body['submission-id']!);
      return found.length > 0 && found;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ lastName: 'Warteschlange', bookingStatus: 'new' });
  });

  it('a double submit creates one request', async () => {
    const body = form({ 'last-name': 'Doppelklick' });
    const address = '203.0.113.77';
    const answers = await Promise.all([post(body, { address }), post(body, { address })]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect((await post(body, { address })).status).toBe(303);
    expect(await entries(body['submission-id']!)).toHaveLength(1);
  });

  it('stores the request with its offer relation through v4 answers too (CMS_RESPONSE_FORMAT=v4)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'booking-v4-'));
    const v4 = await startWebServer({
      CMS_URL: cmsUrl!,
      CMS_API_TOKEN: token!,
      CMS_RESPONSE_FORMAT: 'v4',
      // As for the file's own site: a CMS slowed by a busy machine must not open the breaker.
      CMS_TIMEOUT_MS: '15000',
      BOOKING_QUEUE_DIR: path.join(dir, 'queue'),
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    });
    try {
      // Its start-up reads first (as for the file's own site): the post is then the only work.
      await untilReady(v4);
      const body = form({ 'last-name': 'Vierer' });
      const response = await fetch(`${v4.url}${pagePath()}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: v4.url },
        body: new URLSearchParams(body).toString(),
      });
      expect(response.status).toBe(303);
      const answer = await cmsJson(
        `/api/booking-requests?filters[submissionId][$eq]=${body['submission-id']}&populate[offer][fields][0]=slug`,
      );
      expect(answer.data).toMatchObject([{ lastName: 'Vierer', offer: { slug: offer.slug } }]);
    } finally {
      await v4.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const badInputs: [string, Record<string, string>, string][] = [
    ['empty email', { email: '' }, 'email'],
    ['malformed email', { email: 'not-an-email' }, 'email'],
    ['malformed phone', { tel: 'call me' }, 'tel'],
    ['too many participants', { participants: '100000' }, 'participants'],
    ['participants not a number', { participants: 'ten' }, 'participants'],
    ['a past date', { date: '2020-01-10' }, 'date'],
    ['an impossible date', { date: '2027-02-30' }, 'date'],
    ['a time outside the window', { hour: '15', minute: '45' }, 'hour'],
    ['a time that is no time', { hour: '99', minute: 'xx' }, 'hour'],
    ['a name too long', { 'first-name': 'A'.repeat(500) }, 'first-name'],
    ['no consent', { consent: '' }, 'consent'],
    ['an unknown salutation', { salutation: 'king' }, 'salutation'],
    ['no address', { address: '', city: '' }, 'address'],
  ];
  for (const [name, overrides, field] of badInputs) {
    it(`refuses ${name} with 400 and a message at the field`, async () => {
      const response = await post(form(overrides));
      expect(response.status).toBe(400);
      const html = await response.text();
      const id = field === 'hour' ? 'booking-time-error' : `booking-${field}-error`;
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`href="#booking-${field}"`);
      expect(html).toContain('value="10115"'); // typed values come back
    });
  }

  it('takes a line break out of a name, so it can add no mail header', async () => {
    const body = form({ 'last-name': 'Evil\r\nBcc: x@example.org' });
    const response = await post(body);
    expect(response.status).toBe(303);
    const [entry] = await until('the stored request', async () => {
      const found = await entries(body['submission-id']!);
      return found.length > 0 ? found : null;
    });
    expect(JSON.stringify(entry)).not.toMatch(/Evil\\r|Evil\\n/);
    expect(JSON.stringify(entry)).toContain('Evil Bcc: x@example.org');
  });

  it('never answers 500 to garbage', async () => {
    for (const body of [
      '',
      '%%%',
      'consent=on&consent=on&date[]=x',
      `message=${'x'.repeat(3000)}`,
      'submission-id=../../etc',
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await post(form({ message: 'x'.repeat(40_000) }));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('zu groß');
  });

  it('refuses a cross-site post with 403 and a message', async () => {
    const response = await post(form(), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('nicht von dieser Website gesendet');
    const english = await post(form(), { origin: 'https://evil.example', path: pagePath('en') });
    expect(english.status).toBe(403);
    expect(await english.text()).toContain('not sent from this website');
  });

  it('limits the rate per client address with 429 and keeps the typed values', async () => {
    const address = '192.0.2.99';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post(form({ email: 'bad' }), { address })).status).toBe(400);
    }
    const limited = await post(form({ 'first-name': 'Geduldig' }), { address });
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain('zu viele Anfragen');
    expect(html).toContain('value="Geduldig"');
    expect((await post(form(), { address: '192.0.2.100' })).status).toBe(303);
  });

  it('answers 404 for an unknown offer', async () => {
    expect(
      (await fetch(`${web.url}/fuehrungen/gibt-es-nicht-${randomUUID()}/anfrage`)).status,
    ).toBe(404);
    expect((await post(form(), { path: `/fuehrungen/gibt-es-nicht/anfrage` })).status).toBe(404);
  });
});
