import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpSink } from '../../../web/tests/integration/support/smtp';
import { createReplyWorker, type OutboxMail, type OutboxStore } from './outbox';
import { createTransport, readMailSettings } from './transport';

/** The outbox table's semantics in memory: the claim is one conditional update. */
function memoryOutbox(mails: OutboxMail[]) {
  const rows = mails.map((mail) => ({
    ...mail,
    state: 'queued' as 'queued' | 'sent' | 'failed',
    nextAttemptAt: new Date(0),
    lockedUntil: null as Date | null,
    sentAt: null as Date | null,
    lastError: null as string | null,
  }));
  const row = (id: number) => rows.find((candidate) => candidate.id === id)!;
  const free = (r: (typeof rows)[number], now: Date) => !r.lockedUntil || r.lockedUntil < now;
  const store: OutboxStore = {
    async due(now, limit) {
      return rows
        .filter((r) => r.state === 'queued' && r.nextAttemptAt <= now && free(r, now))
        .slice(0, limit)
        .map((r) => ({ ...r }));
    },
    async claim(id, now, leaseUntil) {
      const r = row(id);
      if (r.state !== 'queued' || !free(r, now)) return false;
      r.lockedUntil = leaseUntil;
      return true;
    },
    async sent(id, at, attempts) {
      Object.assign(row(id), { state: 'sent', sentAt: at, attempts, lockedUntil: null });
    },
    async retry(id, attempts, nextAttemptAt, error) {
      Object.assign(row(id), { attempts, nextAttemptAt, lastError: error, lockedUntil: null });
    },
    async failed(id, attempts, error) {
      Object.assign(row(id), { state: 'failed', attempts, lastError: error, lockedUntil: null });
    },
  };
  return { store, rows };
}

const mail = (id: number, recipient: string | null = `besucher${id}@example.org`): OutboxMail => ({
  id,
  key: `booking-request:doc${id}:bookingConfirmed`,
  recipient,
  replyTo: 'fuehrungen@zentralmuseum.example',
  subject: `Ihre Führung ist bestätigt (ZM-${id})`,
  body: 'Guten Tag,\n\nwir freuen uns auf Ihren Besuch.\n',
  attempts: 0,
  messageId: `<booking-request.doc${id}.bookingConfirmed@replies.zentralmuseum>`,
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

const quiet = { info() {}, warn() {}, error() {} };
const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close().catch(() => undefined)));
});

describe('the reply outbox', () => {
  it('retries until the mail server answers, then delivers each reply once', async () => {
    const port = await freePort(); // nothing listens yet: the mail server is "down"
    const smtp = createSmtpSink();
    sinks.push(smtp);
    const settings = readMailSettings(
      { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' },
      '/tmp',
    );
    let clock = Date.parse('2026-11-29T10:00:00Z');
    const { store, rows } = memoryOutbox([mail(1), mail(2)]);
    const worker = createReplyWorker({
      store,
      transport: createTransport(settings),
      now: () => new Date(clock),
      retryBaseMs: 1000,
      retryMaxMs: 60_000,
      maxAttempts: 10,
      leaseMs: 60_000,
      pollMs: 1000,
      log: quiet,
    });

    await worker.pass();
    await worker.pass(); // not due yet: no second attempt before the pause is over
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    clock += 1000;
    await worker.pass();
    expect(rows.map((r) => r.attempts)).toEqual([2, 2]);

    await smtp.listen(port);
    clock += 2000;
    await worker.pass();
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
    ]);
    clock += 3_600_000;
    await worker.pass();
    expect(smtp.mails).toHaveLength(2);
    const first = smtp.mails.find((m) => m.to.includes('besucher1@example.org'))!;
    expect(first.subject).toBe('Ihre Führung ist bestätigt (ZM-1)');
    expect(first.text).toContain('wir freuen uns auf Ihren Besuch.');
    expect(first.headers['message-id']).toBe(
      '<booking-request.doc1.bookingConfirmed@replies.zentralmuseum>',
    );
    expect(first.headers['reply-to']).toBe('fuehrungen@zentralmuseum.example');
  });

  it('never sends a reply twice when two workers (two CMS processes) pass at once', async () => {
    const sent: string[] = [];
    const { store, rows } = memoryOutbox([mail(1), mail(2), mail(3)]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    const transport = async (outgoing: { to: string }) => {
      // The first mail leaves only once both workers hold a reply each.
      waiting += 1;
      if (waiting === 2) release();
      await gate;
      sent.push(outgoing.to);
    };
    const options = {
      store,
      transport,
      retryBaseMs: 1000,
      retryMaxMs: 60_000,
      maxAttempts: 10,
      leaseMs: 60_000,
      pollMs: 1000,
      log: quiet,
    };
    const one = createReplyWorker(options);
    const other = createReplyWorker(options);
    await Promise.all([one.pass(), other.pass()]);
    await Promise.all([one.pass(), other.pass()]);
    expect(sent.sort()).toEqual([
      'besucher1@example.org',
      'besucher2@example.org',
      'besucher3@example.org',
    ]);
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('gives up at once when waiting cannot help, and after the last attempt', async () => {
    const { store, rows } = memoryOutbox([
      mail(1, null),
      mail(2, 'a@example.org,b@example.org'),
      mail(3),
    ]);
    let clock = 0;
    const worker = createReplyWorker({
      store,
      transport: async (outgoing) => {
        if (outgoing.to === 'besucher3@example.org') {
          throw Object.assign(new Error('busy'), { responseCode: 451 });
        }
      },
      now: () => new Date(clock),
      retryBaseMs: 10,
      retryMaxMs: 10,
      maxAttempts: 3,
      leaseMs: 1000,
      pollMs: 1000,
      log: quiet,
    });
    for (let pass = 0; pass < 5; pass += 1) {
      clock += 10;
      await worker.pass();
    }
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
      ['failed', 3],
    ]);
    expect(rows[0]!.lastError).toBe('InvalidRecipientError');
  });

  it('writes an .eml file per reply into the outbox folder without SMTP', async () => {
    const { mkdtemp, readdir, readFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), 'zm-replies-'));
    try {
      const transport = createTransport(readMailSettings({ MAIL_OUTBOX_DIR: dir }, '/'));
      await transport({
        to: 'visitor@example.org',
        replyTo: null,
        subject: 'Your guided tour is confirmed (ZM-1)',
        text: 'Hello,\n',
        messageId: '<booking-request.doc1.bookingConfirmed@replies.zentralmuseum>',
      });
      const files = await readdir(dir);
      expect(files).toEqual(['_booking-request.doc1.bookingConfirmed_replies.zentralmuseum_.eml']);
      const eml = await readFile(path.join(dir, files[0]!), 'utf8');
      expect(eml).toContain('To: visitor@example.org');
      expect(eml).toContain('Subject: Your guided tour is confirmed (ZM-1)');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
