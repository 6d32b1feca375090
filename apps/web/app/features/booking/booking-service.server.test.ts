import {
  promises as fsPromises,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

/**
 * The CMS as the services see it, shared by several of them (processes): one entry per
 * submissionId and type, with the claim it was stored under.
 */
function fakeCms() {
  return {
    saved: new Set<string>(),
    reports: new Set<string>(),
    claims: new Map<string, string>(),
  };
}
type FakeCms = ReturnType<typeof fakeCms>;

function setup(options: {
  storeUp: () => boolean;
  mailUp: () => boolean;
  /** The CMS's answer to a write it refuses (400: its validation); null: unreachable. */
  storeStatus?: number | null;
  maxAttempts?: number;
  transport?: MailTransport;
  confirmations?: { perRecipient: number; perHour: number; perSender?: number };
  /** Another process on the same CMS and mail server (its own queue folder unless `dir`). */
  cms?: FakeCms;
  sent?: OutgoingMail[];
  /** The same queue folder again: the process started anew after a crash. */
  dir?: string;
  /**
   * The process dies while it saves: 'after' the CMS stored the entry (its answer never
   * arrives), or 'before' the CMS got it (the save never answers, nothing is stored).
   */
  diesOnSave?: 'before' | 'after';
}) {
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'booking-service-'));
  dirs.push(dir);
  const cms = options.cms ?? fakeCms();
  const { saved, reports } = cms;
  const sent = options.sent ?? [];
  /** Stores under the claim unless the id is taken: created again only for the same claim. */
  const save = (entries: Set<string>, url: string) => async (id: string, claim: string) => {
    if (!options.storeUp())
      throw new CmsError(
        options.storeStatus ? `CMS ${options.storeStatus} ValidationError` : 'CMS unreachable',
        url,
        options.storeStatus ?? null,
      );
    if (options.diesOnSave === 'before') return new Promise<never>(() => undefined);
    const key = `${url} ${id}`;
    // An entry stored without a claim (or with another) is somebody else's.
    if (cms.claims.has(key))
      return claim && cms.claims.get(key) === claim ? 'created' : 'duplicate';
    cms.claims.set(key, claim);
    entries.add(id);
    if (options.diesOnSave === 'after') return new Promise<never>(() => undefined);
    return 'created' as const;
  };
  const saveBooking = save(saved, 'http://cms.test/api/booking-requests');
  const saveReport = save(reports, 'http://cms.test/api/barrier-reports');
  const store: BookingStore = {
    save: vi.fn(async (r: BookingRecord, claim: string) => saveBooking(r.submissionId, claim)),
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
      save: vi.fn(async (r: BarrierReportEntry, claim: string) =>
        saveReport(r.submissionId, claim),
      ),
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
      perSender: options.confirmations?.perSender ?? 100,
    },
    now: () => clock,
  });
  return { service, cms, saved, reports, sent, dir, advance: (ms: number) => (clock += ms) };
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

  // Issue 41, finding 8: each dot and plus variant of a Gmail address counted as a new one.
  it('counts the dot and plus variants of a Gmail address as one recipient', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { service, sent } = setup({
      storeUp: () => true,
      mailUp: () => true,
      confirmations: { perRecipient: 2, perHour: 100 },
    });
    const variants = [
      'ada.lovelace@gmail.com',
      'adalovelace+x@googlemail.com',
      'A.da.Love.lace@Gmail.com',
    ];
    for (const [index, email] of variants.entries()) {
      const next = record(`f3a1c2d4-0000-4000-8000-00000000030${index}`);
      next.request.email = email;
      expect(await service.submit(next)).toBe('stored');
    }
    await service.processQueues();
    const confirmations = sent.filter((mail) => mail.to.address !== 'fuehrungen@zm.example');
    expect(confirmations).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('lets one sender use only its share of the hourly confirmations', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { service, sent } = setup({
      storeUp: () => true,
      mailUp: () => true,
      confirmations: { perRecipient: 100, perHour: 5, perSender: 2 },
    });
    const submit = async (index: number, sender: string) => {
      const next = record(`f3a1c2d4-0000-4000-8000-00000000040${index}`);
      next.request.email = `visitor${index}@example.org`;
      expect(await service.submit(next, { sender })).toBe('stored');
    };
    for (const index of [1, 2, 3, 4]) await submit(index, '203.0.113.9');
    await submit(5, '198.51.100.7');
    await service.processQueues();
    const confirmations = sent.filter((mail) => mail.to.address !== 'fuehrungen@zm.example');
    expect(confirmations.map((mail) => mail.to.address).sort()).toEqual([
      'visitor1@example.org',
      'visitor2@example.org',
      'visitor5@example.org',
    ]);
    // Every request still reached the museum.
    expect(sent.filter((mail) => mail.to.address === 'fuehrungen@zm.example')).toHaveLength(5);
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

describe('booking service: exactly once across processes and crashes (decision 0040)', () => {
  const id = record().submissionId;
  const up = { storeUp: () => true, mailUp: () => true };
  const recipients = (sent: OutgoingMail[]) => sent.map((mail) => mail.to.address).sort();

  it('A dies after the CMS stored its request, B gets the retry: mailed once when A is back', async () => {
    const cms = fakeCms();
    const sent: OutgoingMail[] = [];
    const a = setup({ ...up, cms, sent, diesOnSave: 'after' });
    void a.service.submit(record());
    await vi.waitFor(() => expect(cms.saved.size).toBe(1));
    // The visitor's resubmit reaches another process: the CMS has the entry, with A's claim.
    const b = setup({ ...up, cms, sent });
    expect(await b.service.submit(record())).toBe('duplicate');
    await b.service.processQueues();
    expect(sent).toHaveLength(0);
    // A is started again on its own folder and finishes what it began.
    const restarted = setup({ ...up, cms, sent, dir: a.dir });
    await restarted.service.processQueues();
    await restarted.service.processQueues();
    expect(recipients(sent)).toEqual(['ada@example.org', 'fuehrungen@zm.example']);
    expect(cms.saved.size).toBe(1);
    expect(await restarted.service.pending()).toEqual({ requests: 0, mails: 0 });
    expect(await b.service.pending()).toEqual({ requests: 0, mails: 0 });
  });

  it('A dies before the CMS got its request, B stores and mails it: A’s leftover sends nothing', async () => {
    const cms = fakeCms();
    const sent: OutgoingMail[] = [];
    const a = setup({ ...up, cms, sent, diesOnSave: 'before' });
    void a.service.submit(record());
    await vi.waitFor(() => expect(readdirSync(path.join(a.dir, 'requests'))).toHaveLength(1));
    const b = setup({ ...up, cms, sent });
    expect(await b.service.submit(record())).toBe('stored');
    await b.service.processQueues();
    const restarted = setup({ ...up, cms, sent, dir: a.dir });
    await restarted.service.processQueues();
    expect(sent).toHaveLength(2);
    expect(await restarted.service.pending()).toEqual({ requests: 0, mails: 0 });
  });

  it('a crash after the mails are queued but before the request job is removed mails once', async () => {
    const cms = fakeCms();
    const sent: OutgoingMail[] = [];
    const a = setup({ ...up, cms, sent });
    const requestFile = path.join(a.dir, 'requests', `${id}.json`);
    const rm = fsPromises.rm;
    // Removing the request job never finishes: the process dies right there.
    const removal = vi
      .spyOn(fsPromises, 'rm')
      .mockImplementation((target, options) =>
        target === requestFile ? new Promise<never>(() => undefined) : rm(target, options),
      );
    try {
      void a.service.submit(record());
      await vi.waitFor(() => expect(removal).toHaveBeenCalledWith(requestFile, expect.anything()));
      expect(await a.service.pending()).toEqual({ requests: 1, mails: 2 });
      // A's worker runs meanwhile: the mails wait while their request job may queue them again.
      await a.service.processQueues();
      expect(sent).toHaveLength(0);
    } finally {
      removal.mockRestore();
    }
    const restarted = setup({ ...up, cms, sent, dir: a.dir });
    await restarted.service.processQueues();
    await restarted.service.processQueues();
    expect(recipients(sent)).toEqual(['ada@example.org', 'fuehrungen@zm.example']);
    expect(await restarted.service.pending()).toEqual({ requests: 0, mails: 0 });
  });

  it('two processes on two folders submitting the same request at once: stored once, mailed once', async () => {
    const cms = fakeCms();
    const sent: OutgoingMail[] = [];
    const a = setup({ ...up, cms, sent });
    const b = setup({ ...up, cms, sent });
    const outcomes = await Promise.all([a.service.submit(record()), b.service.submit(record())]);
    expect(outcomes.sort()).toEqual(['duplicate', 'stored']);
    await Promise.all([a.service.processQueues(), b.service.processQueues()]);
    expect(cms.saved.size).toBe(1);
    expect(recipients(sent)).toEqual(['ada@example.org', 'fuehrungen@zm.example']);
  });

  it('with the CMS down the museum is mailed at once, and the request stored later, once', async () => {
    let cmsUp = false;
    const cms = fakeCms();
    const sent: OutgoingMail[] = [];
    const a = setup({ storeUp: () => cmsUp, mailUp: () => true, cms, sent });
    expect(await a.service.submit(record())).toBe('queued');
    await a.service.processQueues();
    expect(recipients(sent)).toEqual(['ada@example.org', 'fuehrungen@zm.example']);
    expect(cms.saved.size).toBe(0);
    // Restarted before the CMS is back: the job remembers that its mails went out.
    const restarted = setup({ storeUp: () => cmsUp, mailUp: () => true, cms, sent, dir: a.dir });
    cmsUp = true;
    restarted.advance(60_000);
    await restarted.service.processQueues();
    await restarted.service.processQueues();
    expect(cms.saved.size).toBe(1);
    expect(sent).toHaveLength(2);
    expect(await restarted.service.pending()).toEqual({ requests: 0, mails: 0 });
  });

  it('a request left by a crash whose save now fails is mailed at once, then stored once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let cmsUp = true;
    const cms = fakeCms();
    const sent: OutgoingMail[] = [];
    const a = setup({ ...up, cms, sent, diesOnSave: 'before' });
    void a.service.submit(record());
    await vi.waitFor(() => expect(readdirSync(path.join(a.dir, 'requests'))).toHaveLength(1));
    cmsUp = false;
    const restarted = setup({ storeUp: () => cmsUp, mailUp: () => true, cms, sent, dir: a.dir });
    await restarted.service.processQueues();
    await restarted.service.processQueues();
    expect(sent).toHaveLength(2);
    cmsUp = true;
    restarted.advance(60_000);
    await restarted.service.processQueues();
    expect(cms.saved.size).toBe(1);
    expect(sent).toHaveLength(2);
    expect(await restarted.service.pending()).toEqual({ requests: 0, mails: 0 });
    vi.restoreAllMocks();
  });

  it('a barrier report stored by a process that died is mailed once when that process is back', async () => {
    const cms = fakeCms();
    const sent: OutgoingMail[] = [];
    const a = setup({ ...up, cms, sent, diesOnSave: 'after' });
    void a.service.submitReport(report());
    await vi.waitFor(() => expect(cms.reports.size).toBe(1));
    const b = setup({ ...up, cms, sent });
    expect(await b.service.submitReport(report())).toBe('duplicate');
    const restarted = setup({ ...up, cms, sent, dir: a.dir });
    await restarted.service.processQueues();
    await restarted.service.processQueues();
    expect(recipients(sent)).toEqual(['barrierefrei@zm.example', 'grace@example.org']);
  });

  it('still delivers a request queued before claims (the bare record) without mailing it again', async () => {
    const { service, saved, sent, dir } = setup(up);
    mkdirSync(path.join(dir, 'requests'), { recursive: true });
    const old = {
      id,
      payload: record(),
      attempts: 1,
      notBefore: 0,
      createdAt: 0,
      lastError: 'CMS unreachable',
    };
    writeFileSync(path.join(dir, 'requests', `${id}.json`), JSON.stringify(old));
    await service.processQueues();
    expect([...saved]).toEqual([id]);
    // Its mails were queued together with it, back then.
    expect(sent).toHaveLength(0);
    expect(await service.pending()).toEqual({ requests: 0, mails: 0 });
  });
});
