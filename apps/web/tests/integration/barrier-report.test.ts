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
import { editorToken } from './support/editor';
import { startCuttableProxy } from './support/proxy';
import { createSmtpSink } from './support/smtp';

const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '');
const token = process.env.CMS_API_TOKEN;
const FORM = '/barrierefreiheit/barriere-melden';
const FORM_EN = '/en/accessibility/report-a-barrier';

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

describe('barrier report against real servers', () => {
  let web: RunningServer;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  const smtp = createSmtpSink();
  let smtpPort: number;
  let queueDir: string;
  let museumAddress: string;
  let admin: string;
  let client = 0;

  /**
   * The reports of one submission, read as an editor does: the site's own token may only
   * create reports, never read them.
   */
  async function reports(submissionId: string): Promise<Record<string, unknown>[]> {
    const query = new URLSearchParams({ 'filters[$and][0][submissionId][$eq]': submissionId });
    const response = await fetch(
      `${cmsUrl}/content-manager/collection-types/api::barrier-report.barrier-report?${query}`,
      { headers: { authorization: `Bearer ${admin}` } },
    );
    if (!response.ok) throw new Error(`CMS admin ${response.status}`);
    return ((await response.json()) as { results: Record<string, unknown>[] }).results;
  }

  function form(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      'submission-id': randomUUID(),
      description: 'Die Karte im Besuchsbereich ist mit der Tastatur nicht bedienbar.\nGar nicht.',
      page: '/besuch',
      'assistive-technology': 'keyboard',
      name: 'Ina Integration',
      email: 'ina.integration@example.org',
      consent: 'on',
      ...overrides,
    };
  }

  /** Posts like a browser without JavaScript; each test has its own client address. */
  function post(
    body: Record<string, string>,
    options: { origin?: string; path?: string; address?: string } = {},
  ) {
    return fetch(`${web.url}${options.path ?? FORM}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: options.origin ?? web.url,
        'x-forwarded-for': options.address ?? `198.51.100.${++client}`,
      },
      body: new URLSearchParams(body).toString(),
    });
  }

  /** The mails about one report: its reference is in every subject. */
  const mailsOf = (reference: string) =>
    smtp.mails.filter((mail) => mail.subject.includes(reference));

  async function referenceOf(response: Response): Promise<string> {
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const html = await (
      await fetch(`${web.url}${response.headers.get('location')}`, { headers: { cookie } })
    ).text();
    return /ZM-BF-[0-9A-F]{8}/.exec(html)![0];
  }

  beforeAll(async () => {
    admin = await editorToken(cmsUrl!, token!);
    const contact = await (await fetch(`${cmsUrl}/api/general-contact?locale=de`)).json();
    museumAddress = (contact as { data: { mail: string } }).data.mail;
    proxy = await startCuttableProxy(new URL(cmsUrl!));
    smtpPort = await freePort(); // nothing listens yet: the mail server is "down"
    queueDir = mkdtempSync(path.join(tmpdir(), 'report-it-'));
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
    });
    await untilReady(web);
    expect((await fetch(`${web.url}${FORM}`)).status).toBe(200);
  });

  afterAll(async () => {
    await web?.stop();
    await smtp.close().catch(() => undefined);
    await proxy?.cut().catch(() => undefined);
    if (queueDir) rmSync(queueDir, { recursive: true, force: true });
  });

  it('SMTP down first: the report is stored once at once, both mails arrive once SMTP is up', async () => {
    const body = form();
    const response = await post(body, { path: FORM_EN });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${FORM_EN}?received=1`);
    const reference = await referenceOf(response);
    const [entry, ...more] = await until('CMS entry', async () => {
      const found = await reports(body['submission-id']!);
      return found.length > 0 && found;
    });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      reportStatus: 'new',
      pageLocale: 'en',
      pageUrl: '/besuch',
      assistiveTechnology: 'Nur Tastatur',
      email: 'ina.integration@example.org',
      description: body.description,
    });

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails).toHaveLength(0);
    await smtp.listen(smtpPort);
    await until('two mails', async () => mailsOf(reference).length >= 2);
    const museum = mailsOf(reference).find((mail) => mail.to.includes(museumAddress))!;
    const visitor = mailsOf(reference).find((mail) =>
      mail.to.includes('ina.integration@example.org'),
    )!;
    expect(museum.subject).toBe(`Gemeldete Barriere ${reference}`);
    expect(museum.text).toContain('Gar nicht.');
    expect(museum.text).toContain('Seite: /besuch');
    expect(museum.headers['reply-to']).toContain('ina.integration@example.org');
    expect(visitor.subject).toBe(`Your report of a barrier (${reference})`);
    // Nothing the sender typed goes back to an unverified address.
    expect(visitor.text).not.toMatch(/Tastatur|Ina|besuch/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsOf(reference)).toHaveLength(2);
  });

  it('a report without an address is stored and mailed to the museum only', async () => {
    const body = form({ email: '', name: '' });
    const response = await post(body);
    expect(response.status).toBe(303);
    const reference = await referenceOf(response);
    await until('museum mail', async () => mailsOf(reference).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsOf(reference).map((mail) => mail.to)).toEqual([[museumAddress]]);
    expect(await reports(body['submission-id']!)).toHaveLength(1);
  });

  it('a double submit gives one report and one set of mails', async () => {
    const body = form();
    const address = '203.0.113.78';
    const answers = await Promise.all([post(body, { address }), post(body, { address })]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect((await post(body, { address })).status).toBe(303);
    const reference = await referenceOf(answers[0]!);
    expect(await reports(body['submission-id']!)).toHaveLength(1);
    await until('two mails', async () => mailsOf(reference).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsOf(reference)).toHaveLength(2);
  });

  it('the CMS away while sending: the report is kept and stored once the CMS is back', async () => {
    await proxy.cut();
    const body = form({ name: 'Warteschlange' });
    try {
      const response = await post(body);
      expect(response.status).toBe(303);
      const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
      const html = await (
        await fetch(`${web.url}${response.headers.get('location')}`, { headers: { cookie } })
      ).text();
      expect(html).toContain('sicher gespeichert');
      expect((await post(body)).status).toBe(303);
    } finally {
      await proxy.restore();
    }
    const stored = await until('queued report in the CMS', async () => {
      const found = await reports(body['submission-id']!);
      return found.length > 0 && found;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Warteschlange', reportStatus: 'new' });
  });

  it('refuses a cross-site post with 403 and stores a honeypot post nowhere', async () => {
    const foreign = form();
    const refused = await post(foreign, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('nicht von dieser Website gesendet');
    const bot = form({ website: 'http://spam.example' });
    expect((await post(bot)).status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await reports(foreign['submission-id']!)).toHaveLength(0);
    expect(await reports(bot['submission-id']!)).toHaveLength(0);
  });
});
