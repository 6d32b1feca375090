import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from '~/content/cms-client.server';
import {
  backoffMs,
  bookingReference,
  createBookingService,
  isPermanentFailure,
  reportReference,
  type BookingStore,
} from './booking-service.server';
import { outboxTransport, type MailTransport, type OutgoingMail } from './mail-transport.server';
import type { BarrierReportEntry } from '~/domain/types';
import { barrierReportMails } from '~/features/barrier-report/mail';
import type { BookingRecord } from './record';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const record = (submissionId = 'f3a1c2d4-0000-4000-8000-000000000001'): BookingRecord => ({
  submissionId,
  pageLocale: 'en',
  offer: { title: 'Highlights for groups', slug: 'highlights-for-groups' },
  receivedAt: '2026-11-22T10:00:00.000Z',
  request: {
    language: 'en',
    date: '2027-05-06',
    time: '10:30',
    hour: 10,
    minute: 30,
    participants: 12,
    salutation: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    tel: null,
    email: 'ada@example.org',
    message: null,
    company: null,
    address: 'Main St 1',
    postalCode: '12345',
    city: 'London',
    country: null,
    consent: true,
  },
});

function setup(options: {
  storeUp: () => boolean;
  mailUp: () => boolean;
  /** The CMS's answer to a write it refuses (400: its validation); null: unreachable. */
  storeStatus?: number | null;
  maxAttempts?: number;
  transport?: MailTransport;
  confirmations?: { perRecipient: number; perHour: number };
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'booking-service-'));
  dirs.push(dir);
  const saved = new Set<string>();
  const reports = new Set<string>();
  const sent: OutgoingMail[] = [];
  const store: BookingStore = {
    save: vi.fn(async (r: BookingRecord) => {
      if (!options.storeUp())
        throw new CmsError(
          options.storeStatus ? `CMS ${options.storeStatus} ValidationError` : 'CMS unreachable',
          'http://cms.test/api/booking-requests',
          options.storeStatus ?? null,
        );
      if (saved.has(r.submissionId)) return 'duplicate' as const;
      saved.add(r.submissionId);
      return 'created' as const;
    }),
  };
  let clock = 1_000_000;
  const service = createBookingService({
    queueDir: dir,
    store,
    transport:
      options.transport ??
      (async (mail) => {
        if (!options.mailUp())
          throw Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' });
        sent.push(mail);
      }),
    mailFrom: 'ZM <noreply@zm.example>',
    museumAddress: async () => 'fuehrungen@zm.example',
    barrierReports: {
      save: vi.fn(async (r: BarrierReportEntry) => {
        if (!options.storeUp())
          throw new CmsError(
            options.storeStatus ? `CMS ${options.storeStatus} ValidationError` : 'CMS unreachable',
            'http://cms.test/api/barrier-reports',
            options.storeStatus ?? null,
          );
        if (reports.has(r.submissionId)) return 'duplicate' as const;
        reports.add(r.submissionId);
        return 'created' as const;
      }),
      mails: barrierReportMails,
      address: async () => 'barrierefrei@zm.example',
    },
    retryBaseMs: 1000,
    retryMaxMs: 8000,
    maxAttempts: options.maxAttempts ?? 100,
    confirmations: {
      perRecipient: options.confirmations?.perRecipient ?? 100,
      perRecipientWindowMs: 24 * 3_600_000,
      perHour: options.confirmations?.perHour ?? 100,
    },
    now: () => clock,
  });
  return { service, saved, reports, sent, dir, advance: (ms: number) => (clock += ms) };
}

describe('booking service', () => {
  it('stores a request and sends the museum mail in German and the confirmation in the page language', async () => {
    const { service, saved, sent } = setup({ storeUp: () => true, mailUp: () => true });
    expect(await service.submit(record())).toBe('stored');
    await service.processQueues();
    expect(saved.size).toBe(1);
    expect(sent).toHaveLength(2);
    const museum = sent.find((mail) => mail.to.address === 'fuehrungen@zm.example')!;
    const visitor = sent.find((mail) => mail.to.address === 'ada@example.org')!;
    expect(museum.subject).toMatch(/^Führungsanfrage: Highlights for groups/);
    expect(museum.replyTo).toEqual({ address: 'ada@example.org' });
    expect(visitor.subject).toMatch(/^Guided tour request: Highlights for groups/);
    expect(visitor.text).toContain('Thank you for your request');
    expect(await service.pending()).toEqual({ requests: 0, mails: 0 });
  });

  it('a second submit of the same form is a duplicate and sends no further mails', async () => {
    const { service, sent } = setup({ storeUp: () => true, mailUp: () => true });
    const [first, second] = await Promise.all([service.submit(record()), service.submit(record())]);
    expect([first, second].sort()).toEqual(['duplicate', 'stored']);
    expect(await service.submit(record())).toBe('duplicate');
    await service.processQueues();
    expect(sent).toHaveLength(2);
  });

  it('keeps the request locally while the CMS is down and stores it once it is back', async () => {
    let up = false;
    const { service, saved, advance } = setup({ storeUp: () => up, mailUp: () => true });
    expect(await service.submit(record())).toBe('queued');
    expect(await service.submit(record())).toBe('duplicate');
    await service.processQueues();
    expect(saved.size).toBe(0);
    expect((await service.pending()).requests).toBe(1);
    up = true;
    await service.processQueues(); // not due yet: backoff
    expect(saved.size).toBe(0);
    advance(2000);
    await service.processQueues();
    expect(saved.size).toBe(1);
    expect((await service.pending()).requests).toBe(0);
  });

  it('retries mails with growing delays until the mail server accepts them', async () => {
    let up = false;
    const { service, sent, advance } = setup({ storeUp: () => true, mailUp: () => up });
    await service.submit(record());
    await service.processQueues();
    advance(1000);
    await service.processQueues();
    expect(sent).toHaveLength(0);
    expect((await service.pending()).mails).toBe(2);
    up = true;
    advance(2000);
    await service.processQueues();
    expect(sent).toHaveLength(2);
  });

  it('gives a job up after the maximum of attempts into the dead-letter folder, with one log line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { service, dir, advance } = setup({
      storeUp: () => true,
      mailUp: () => false,
      maxAttempts: 3,
    });
    await service.submit(record());
    for (let pass = 0; pass < 5; pass += 1) {
      await service.processQueues();
      advance(10_000);
    }
    expect(await service.pending()).toEqual({ requests: 0, mails: 0 });
    expect(await service.deadLetters()).toEqual({ requests: 0, mails: 2 });
    const dead = readdirSync(path.join(dir, 'dead-letter', 'mails')).sort();
    expect(dead).toEqual([
      'f3a1c2d4-0000-4000-8000-000000000001.museum.json',
      'f3a1c2d4-0000-4000-8000-000000000001.visitor.json',
    ]);
    const job = JSON.parse(readFileSync(path.join(dir, 'dead-letter', 'mails', dead[0]!), 'utf8'));
    expect(job).toMatchObject({ attempts: 3, lastError: 'Error ECONNREFUSED' });
    const lines = errors.mock.calls.map(([line]) => String(line));
    expect(lines.filter((line) => line.includes('DEAD LETTER'))).toHaveLength(2);
    expect(lines[0]).toMatch(
      /mail .*\.museum given up after 3 attempt\(s\) \(Error ECONNREFUSED\)/,
    );
    vi.restoreAllMocks();
  });

  it('gives a request the CMS refuses (400) up at once instead of retrying it forever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let refuses = false;
    const { service, saved } = setup({
      storeUp: () => !refuses,
      mailUp: () => true,
      storeStatus: 400,
    });
    refuses = true;
    // The first save fails as the CMS refuses it: kept locally, then given up on the first retry.
    expect(await service.submit(record())).toBe('queued');
    await service.processQueues();
    expect(saved.size).toBe(0);
    expect(await service.pending()).toEqual({ requests: 0, mails: 0 });
    expect((await service.deadLetters()).requests).toBe(1);
    vi.restoreAllMocks();
  });

  it('tells permanent refusals from passing trouble', () => {
    const cms = (status: number | null) => new CmsError('x', 'http://cms.test/api', status);
    const smtp = (responseCode: number) => Object.assign(new Error('x'), { responseCode });
    expect(isPermanentFailure(cms(400))).toBe(true);
    expect(isPermanentFailure(smtp(550))).toBe(true);
    expect(isPermanentFailure(cms(null))).toBe(false);
    expect(isPermanentFailure(cms(503))).toBe(false);
    expect(isPermanentFailure(cms(401))).toBe(false);
    expect(isPermanentFailure(smtp(421))).toBe(false);
    expect(isPermanentFailure(new Error('timeout'))).toBe(false);
  });

  it('never mails a list: an address that is not one mailbox is refused, not split', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outbox = mkdtempSync(path.join(tmpdir(), 'booking-outbox-'));
    dirs.push(outbox);
    const { service } = setup({
      storeUp: () => true,
      mailUp: () => true,
      transport: outboxTransport(outbox),
    });
    const listed = record();
    listed.request.email = 'x,attacker@evil.example';
    await service.submit(listed);
    await service.processQueues();
    const mails = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8'));
    expect(mails).toHaveLength(1);
    // The museum still gets the request (without a Reply-To); the confirmation is given up.
    expect(mails[0]).toMatch(/^To: fuehrungen@zm\.example$/m);
    expect(mails.join('\n')).not.toMatch(/^(To|Cc|Bcc|Reply-To):.*attacker/im);
    expect(await service.deadLetters()).toEqual({ requests: 0, mails: 1 });
    vi.restoreAllMocks();
  });

  it('sends at most so many confirmations to one address, and still stores and forwards every request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { service, saved, sent } = setup({
      storeUp: () => true,
      mailUp: () => true,
      confirmations: { perRecipient: 3, perHour: 100 },
    });
    const addresses = [
      'ada@example.org',
      'ADA@example.org',
      'ada+1@Example.org',
      'ada+2@example.org',
    ];
    for (const [index, email] of addresses.entries()) {
      const next = record(`f3a1c2d4-0000-4000-8000-00000000010${index}`);
      next.request.email = email;
      expect(await service.submit(next)).toBe('stored');
    }
    await service.processQueues();
    expect(saved.size).toBe(4);
    const museum = sent.filter((mail) => mail.to.address === 'fuehrungen@zm.example');
    expect(museum).toHaveLength(4);
    expect(sent.length - museum.length).toBe(3);
    expect(museum.filter((mail) => mail.text.includes('keine Eingangsbestätigung'))).toHaveLength(
      1,
    );
    vi.restoreAllMocks();
  });

  it('sends at most so many confirmations an hour in all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { service, sent, advance } = setup({
      storeUp: () => true,
      mailUp: () => true,
      confirmations: { perRecipient: 100, perHour: 2 },
    });
    const submit = async (index: number) => {
      const next = record(`f3a1c2d4-0000-4000-8000-00000000020${index}`);
      next.request.email = `visitor${index}@example.org`;
      await service.submit(next);
    };
    for (const index of [1, 2, 3]) await submit(index);
    advance(3_600_000);
    await submit(4);
    await service.processQueues();
    const confirmations = sent.filter((mail) => mail.to.address !== 'fuehrungen@zm.example');
    expect(confirmations.map((mail) => mail.to.address).sort()).toEqual([
      'visitor1@example.org',
      'visitor2@example.org',
      'visitor4@example.org',
    ]);
    vi.restoreAllMocks();
  });

  it('gives both mails the same short reference, derived from the submission', async () => {
    const { service, sent } = setup({ storeUp: () => true, mailUp: () => true });
    await service.submit(record());
    await service.processQueues();
    const reference = bookingReference('f3a1c2d4-0000-4000-8000-000000000001');
    expect(reference).toMatch(/^ZM-[0-9A-F]{8}$/);
    for (const mail of sent) expect(mail.text).toContain(reference);
  });

  it('backs off exponentially up to a maximum', () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => backoffMs(n, 1000, 8000))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});

const report = (
  submissionId = 'b7e0c2d4-0000-4000-8000-000000000002',
  email: string | null = 'grace@example.org',
): BarrierReportEntry => ({
  submissionId,
  pageLocale: 'en',
  report: {
    description: 'The video has no captions. SECRET-WORDS',
    page: '/en/exhibitions/light',
    assistiveTechnology: 'Screenreader',
    name: 'Grace',
    email,
  },
});

describe('booking service: barrier reports in the same queue', () => {
  it('stores a report once and mails the accessibility address and the visitor once', async () => {
    const { service, reports, saved, sent } = setup({ storeUp: () => true, mailUp: () => true });
    expect(await service.submitReport(report())).toBe('stored');
    expect(await service.submitReport(report())).toBe('duplicate');
    await service.processQueues();
    expect([...reports]).toEqual(['b7e0c2d4-0000-4000-8000-000000000002']);
    expect(saved.size).toBe(0);
    expect(sent).toHaveLength(2);
    const museum = sent.find((mail) => mail.to.address === 'barrierefrei@zm.example')!;
    const visitor = sent.find((mail) => mail.to.address === 'grace@example.org')!;
    const reference = reportReference('b7e0c2d4-0000-4000-8000-000000000002');
    expect(museum.subject).toBe(`Gemeldete Barriere ${reference}`);
    expect(museum.text).toContain('SECRET-WORDS');
    expect(museum.replyTo).toEqual({ address: 'grace@example.org' });
    // The confirmation repeats nothing the visitor typed (docs/decisions/0035).
    expect(visitor.text).toContain(reference);
    expect(`${visitor.subject}${visitor.text}`).not.toMatch(/SECRET|Grace|captions|light/);
    expect(visitor.replyTo).toEqual({ address: 'barrierefrei@zm.example' });
  });

  it('sends only the museum mail, without Reply-To, for a report without an address', async () => {
    const { service, sent } = setup({ storeUp: () => true, mailUp: () => true });
    await service.submitReport(report(undefined, null));
    await service.processQueues();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: { address: 'barrierefrei@zm.example' } });
    expect(sent[0]!.replyTo).toBeUndefined();
    expect(sent[0]!.text).toContain('keine E-Mail-Adresse');
  });

  it('keeps a report in the queue while the CMS is down and stores and mails it once later', async () => {
    let up = false;
    const { service, reports, sent, dir, advance } = setup({
      storeUp: () => up,
      mailUp: () => true,
    });
    expect(await service.submitReport(report())).toBe('queued');
    expect(await service.submitReport(report())).toBe('duplicate');
    const queued = readdirSync(path.join(dir, 'requests'));
    expect(queued).toEqual(['b7e0c2d4-0000-4000-8000-000000000002.json']);
    expect(JSON.parse(readFileSync(path.join(dir, 'requests', queued[0]!), 'utf8'))).toMatchObject({
      kind: 'barrier-report',
    });
    await service.processQueues();
    expect(reports.size).toBe(0);
    up = true;
    advance(60_000);
    await service.processQueues();
    expect([...reports]).toEqual(['b7e0c2d4-0000-4000-8000-000000000002']);
    expect(sent).toHaveLength(2);
    expect(await service.pending()).toEqual({ requests: 0, mails: 0 });
  });

  it('counts report confirmations under the booking confirmations’ limits', async () => {
    const { service, sent } = setup({
      storeUp: () => true,
      mailUp: () => true,
      confirmations: { perRecipient: 1, perHour: 100 },
    });
    await service.submit({
      ...record(),
      request: { ...record().request, email: 'grace@example.org' },
    });
    await service.submitReport(report());
    await service.processQueues();
    const toGrace = sent.filter((mail) => mail.to.address === 'grace@example.org');
    expect(toGrace).toHaveLength(1);
    const museum = sent.find((mail) => mail.to.address === 'barrierefrei@zm.example')!;
    expect(museum.text).toContain('keine Eingangsbestätigung');
  });

  it('gives a report the CMS refuses (400) up at once, naming its kind in the log line', async () => {
    let up = false;
    const { service, dir } = setup({ storeUp: () => up, mailUp: () => true, storeStatus: 400 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await service.submitReport(report())).toBe('queued');
      await service.processQueues();
      expect(await service.deadLetters()).toMatchObject({ requests: 1 });
      expect(readdirSync(path.join(dir, 'dead-letter', 'requests'))).toEqual([
        'b7e0c2d4-0000-4000-8000-000000000002.json',
      ]);
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/^\[booking\] DEAD LETTER: request \(barrier-report\) b7e0c2d4-/),
      );
    } finally {
      errors.mockRestore();
      up = true;
    }
  });

  it('still delivers a booking request queued before jobs had kinds', async () => {
    let up = false;
    const { service, saved, dir } = setup({ storeUp: () => up, mailUp: () => true });
    expect(await service.submit(record())).toBe('queued');
    const file = path.join(dir, 'requests', readdirSync(path.join(dir, 'requests'))[0]!);
    const { kind: _kind, ...old } = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify(old));
    up = true;
    await service.processQueues();
    expect([...saved]).toEqual([record().submissionId]);
  });
});
