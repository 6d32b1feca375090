import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startWebServer,
  untilReady,
  type RunningServer,
} from '../e2e/support/web-server';
import { startHoldingProxy } from './support/holding-proxy';
import { createSmtpSink } from './support/smtp';
import { bookableDay, bookableTime } from '../e2e/support/booking-day';

const cmsUrl = process.env.CMS_URL!.replace(/\/+$/, '');
const token = process.env.CMS_API_TOKEN!;

async function cmsData<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${cmsUrl}${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`CMS ${response.status} for ${pathAndQuery}`);
  return ((await response.json()) as { data: T }).data;
}

const entries = (submissionId: string) =>
  cmsData<unknown[]>(`/api/booking-requests?filters[submissionId][$eq]=${submissionId}`);

async function until(what: string, probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Whether a queue folder holds no request and no mail any more. */
function drained(queueDir: string): boolean {
  return ['requests', 'mails'].every((name) => {
    const dir = path.join(queueDir, name);
    return !existsSync(dir) || readdirSync(dir).every((file) => !file.endsWith('.json'));
  });
}

/**
 * Issue 24: a site process dies while it sends a booking request, the visitor sends it again
 * and reaches another process. Stored once and mailed once (decision 0040).
 */
describe('a site process killed in the middle of a booking request', () => {
  const smtp = createSmtpSink();
  const servers: RunningServer[] = [];
  let scratch: string;
  let offerSlug: string;
  let participants: string;
  let times: { hour: string; minute: string };
  let smtpPort: number;

  beforeAll(async () => {
    const offers = await cmsData<
      { slug: string; minParticipants: number | null; bookingEarliest?: string | null }[]
    >('/api/offers?locale=de&filters[bookable][$eq]=true');
    if (!offers[0]) throw new Error('no bookable offer in the CMS');
    offerSlug = offers[0].slug;
    participants = String(offers[0].minParticipants ?? 1);
    times = bookableTime(offers[0]);
    scratch = mkdtempSync(path.join(tmpdir(), 'booking-crash-'));
    smtpPort = await freePort();
    await smtp.listen(smtpPort);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close().catch(() => undefined);
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** A site process with its own queue folder (the same folder again: started anew). */
  async function site(queue: string, cms: string): Promise<RunningServer> {
    const server = await startWebServer({
      CMS_URL: cms,
      CMS_API_TOKEN: token,
      // Long enough that the held write is still waiting when the process is killed.
      CMS_TIMEOUT_MS: '60000',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'Zentralmuseum <noreply@zentralmuseum.example>',
      BOOKING_QUEUE_DIR: path.join(scratch, queue),
      MAIL_OUTBOX_DIR: path.join(scratch, `${queue}-outbox`),
      BOOKING_RETRY_BASE_MS: '200',
      BOOKING_RETRY_MAX_MS: '1000',
    });
    servers.push(server);
    await untilReady(server);
    // Warm the content cache as a visitor's first visit would.
    expect((await fetch(`${server.url}/fuehrungen/${offerSlug}/anfrage`)).status).toBe(200);
    return server;
  }

  function post(server: RunningServer, body: Record<string, string>) {
    return fetch(`${server.url}/fuehrungen/${offerSlug}/anfrage`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
      },
      body: new URLSearchParams(body).toString(),
    });
  }

  function form(email: string): Record<string, string> {
    // A day and time the offer's rules and the museum's calendar allow (issue 43).
    return {
      'submission-id': randomUUID(),
      language: 'de',
      date: bookableDay(),
      ...times,
      participants,
      'first-name': 'Kira',
      'last-name': 'Absturz',
      email,
      address: 'Parkweg 1',
      'postal-code': '10115',
      city: 'Berlin',
      consent: 'on',
    };
  }

  /** The mails about one request: to the visitor's address, or naming it (the museum's). */
  const mailsOf = (email: string) =>
    smtp.mails.filter((mail) => mail.to.includes(email) || mail.text.includes(email));

  async function killedWhile(what: 'request' | 'answer') {
    const proxy = await startHoldingProxy(new URL(cmsUrl));
    const queue = `site-a-${what}`;
    const a = await site(queue, proxy.url);
    const email = `kira.${what}.${Date.now()}@example.org`;
    const body = form(email);
    proxy.hold('POST /api/booking-requests', what);
    const first = post(a, body).catch(() => null);
    await proxy.held();
    if (what === 'answer')
      await until(
        'the CMS entry',
        async () => (await entries(body['submission-id']!)).length === 1,
      );
    await a.kill();
    expect(await first).toBeNull();
    await proxy.close();

    // The visitor sends the form again; nginx gives it to another process.
    const b = await site(`site-b-${what}`, cmsUrl);
    expect((await post(b, body)).status).toBe(303);
    // A is started again on its folder (as start-cluster does) and finishes what it left.
    await site(queue, cmsUrl);
    await until('both queues drained', async () =>
      [queue, `site-b-${what}`].every((name) => drained(path.join(scratch, name))),
    );
    return { email, submissionId: body['submission-id']! };
  }

  it('killed while the CMS stores its request: one entry, one museum mail, one confirmation', async () => {
    const { email, submissionId } = await killedWhile('answer');
    expect(await entries(submissionId)).toHaveLength(1);
    const mails = mailsOf(email);
    expect(mails).toHaveLength(2);
    expect(mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('killed before the CMS got its request: the retry stores it, nothing is mailed twice', async () => {
    const { email, submissionId } = await killedWhile('request');
    expect(await entries(submissionId)).toHaveLength(1);
    expect(mailsOf(email)).toHaveLength(2);
  });
});
