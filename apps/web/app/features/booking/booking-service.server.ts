import { createHash } from 'node:crypto';
import path from 'node:path';
import { isMailbox } from '~/domain/mail-address';
import { createRateLimiter } from './guards.server';
import { bookingConfirmationMail, bookingMail } from './mail';
import { InvalidAddressError, type MailTransport } from './mail-transport.server';
import { createDurableQueue, type DurableQueue, type Job } from './queue.server';
import type { BarrierReportEntry, SaveOutcome } from '~/domain/types';
import type { BookingRecord } from './record';

/**
 * Who at the museum gets a mail: "museum" is the booking office, "accessibility" whoever
 * answers barrier reports. Resolved at delivery (the CMS may be down now).
 */
export type MuseumRole = 'museum' | 'accessibility';

/** A mail waiting for delivery; null replyTo: none (a report sent without an address). */
export interface MailJob {
  to: MuseumRole | { address: string };
  replyTo: MuseumRole | { address: string } | null;
  subject: string;
  text: string;
}

/** A mail's subject and plain text. */
export interface MailText {
  subject: string;
  text: string;
}

/** The job kinds of the shared requests queue; files without a kind are booking requests. */
export type SubmissionKind = 'booking' | 'barrier-report';

export type SubmitOutcome = 'stored' | 'queued' | 'duplicate';

/** Where requests are kept for good: the CMS (app/content `saveBookingRequest`). */
export interface BookingStore {
  /** Stores the request unless one with its submissionId exists; throws while it cannot. */
  save(record: BookingRecord): Promise<SaveOutcome>;
}

/** Barrier reports (BITV feedback): where they are kept and what is mailed about them. */
export interface BarrierReports {
  /** The CMS (app/content `saveBarrierReport`); throws while it cannot store. */
  save(record: BarrierReportEntry): Promise<SaveOutcome>;
  /** The museum's mail and the visitor's confirmation (sent only to a given address). */
  mails(
    record: BarrierReportEntry,
    context: { reference: string; confirmationSkipped: boolean },
  ): { museum: MailText; visitor: MailText };
  /** Who answers reports (FEEDBACK_MAIL_TO, else general-contact mail). */
  address: () => Promise<string | null>;
}

export interface BookingServiceOptions {
  queueDir: string;
  store: BookingStore;
  transport: MailTransport;
  mailFrom: string;
  /** The museum's booking address (general-contact offers.mail, else mail). */
  museumAddress: () => Promise<string | null>;
  /** The second kind of submission the queue carries; without it, reports are refused. */
  barrierReports?: BarrierReports;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts after which a job is given up into the dead-letter folder. */
  maxAttempts: number;
  /** Limits of the visitor's confirmation mails (the museum's mail is never limited). */
  confirmations: ConfirmationLimits;
  now?: () => number;
}

/**
 * The confirmation goes to an address nobody has verified: at most `perRecipient` per address
 * within `perRecipientWindowMs`, and at most `perHour` in all, per web instance.
 */
export interface ConfirmationLimits {
  perRecipient: number;
  perRecipientWindowMs: number;
  perHour: number;
}

/** What the visitor and the museum call a request: short, derived, nothing the sender chose. */
export function bookingReference(submissionId: string, prefix = 'ZM'): string {
  const hash = createHash('sha256').update(submissionId).digest('hex');
  return `${prefix}-${hash.slice(0, 8).toUpperCase()}`;
}

/** A barrier report's reference: told apart from booking requests at a glance. */
export function reportReference(submissionId: string): string {
  return bookingReference(submissionId, 'ZM-BF');
}

/** One key per mailbox: case and "+tag" variants of an address count together. */
export function recipientKey(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`.toLowerCase();
}

/** Names only: error texts of mail servers can quote addresses (personal data). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  // The content layer's CMS errors carry status and Strapi's error name, never the answer body.
  if (error.name === 'CmsError') return error.message;
  return [error.name, code, responseCode].filter(Boolean).join(' ');
}

/** SMTP answers about the recipient that no retry changes (RFC 5321 §4.2.3). */
const PERMANENT_SMTP_CODES = new Set([501, 550, 551, 553]);

/**
 * A refusal that waiting will not change: the CMS refused the request's data (400, a
 * validation error), the mail server refused the recipient, or the address is not one
 * mailbox. Such a job goes to the dead-letter folder at once instead of being retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof InvalidAddressError) return true;
  if (!(error instanceof Error)) return false;
  const { code, responseCode, status } = error as {
    code?: string;
    responseCode?: number;
    status?: number | null;
  };
  if (error.name === 'CmsError') return status === 400;
  return code === 'EENVELOPE' || PERMANENT_SMTP_CODES.has(responseCode ?? 0);
}

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createBookingService(options: BookingServiceOptions) {
  const now = options.now ?? Date.now;
  // One queue for everything a visitor sends, each job with its kind (older files: booking).
  const requests: DurableQueue<BookingRecord | BarrierReportEntry> = createDurableQueue(
    path.join(options.queueDir, 'requests'),
    { defaultKind: 'booking' satisfies SubmissionKind },
  );
  const mails: DurableQueue<MailJob> = createDurableQueue(path.join(options.queueDir, 'mails'));
  const inFlight = new Map<string, Promise<SubmitOutcome>>();
  const busy = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let again = false;

  const perRecipient = createRateLimiter({
    max: options.confirmations.perRecipient,
    windowMs: options.confirmations.perRecipientWindowMs,
    now,
  });
  const hourly = createRateLimiter({
    max: options.confirmations.perHour,
    windowMs: 3_600_000,
    now,
  });

  /** Counts a confirmation to `address`; the limit that stops it, or null when it may go. */
  function confirmationLimit(address: string): 'per-recipient' | 'hourly' | null {
    if (!perRecipient.allow(recipientKey(address))) return 'per-recipient';
    if (!hourly.allow('all')) return 'hourly';
    return null;
  }

  async function queueMails(record: BookingRecord): Promise<void> {
    const reference = bookingReference(record.submissionId);
    const email = { address: record.request.email };
    const limit = confirmationLimit(email.address);
    const museum = bookingMail(record.request, record.offer, 'de', {
      reference,
      confirmationSkipped: limit !== null,
    });
    await mails.add(
      `${record.submissionId}.museum`,
      { to: 'museum', replyTo: email, ...museum },
      now(),
    );
    if (limit) {
      // The request is stored and the museum informed; only the mail to the visitor is left out.
      console.warn(`[booking] confirmation for ${record.submissionId} not sent: ${limit} limit`);
      return;
    }
    const visitor = bookingConfirmationMail(record.request, record.offer, record.pageLocale, {
      reference,
    });
    await mails.add(
      `${record.submissionId}.visitor`,
      { to: email, replyTo: 'museum', ...visitor },
      now(),
    );
  }

  async function queueReportMails(reports: BarrierReports, record: BarrierReportEntry) {
    const reference = reportReference(record.submissionId);
    const email = record.report.email;
    // No address, no confirmation; with one, the limits of booking confirmations apply too.
    const limit = email ? confirmationLimit(email) : null;
    const { museum, visitor } = reports.mails(record, {
      reference,
      confirmationSkipped: limit !== null,
    });
    await mails.add(
      `${record.submissionId}.museum`,
      { to: 'accessibility', replyTo: email ? { address: email } : null, ...museum },
      now(),
    );
    if (!email) return;
    if (limit) {
      console.warn(`[booking] confirmation for ${record.submissionId} not sent: ${limit} limit`);
      return;
    }
    await mails.add(
      `${record.submissionId}.visitor`,
      { to: { address: email }, replyTo: 'accessibility', ...visitor },
      now(),
    );
  }

  /** Stores in the CMS, else in the local queue, then queues the mails; once per id. */
  async function submitOnce<R extends BookingRecord | BarrierReportEntry>(
    kind: SubmissionKind,
    record: R,
    save: (record: R) => Promise<SaveOutcome>,
    queueRecordMails: (record: R) => Promise<void>,
  ): Promise<SubmitOutcome> {
    // Still waiting in the local queue from an earlier submit: the same request again.
    if (await requests.has(record.submissionId)) return 'duplicate';
    let outcome: SubmitOutcome;
    try {
      outcome = (await save(record)) === 'created' ? 'stored' : 'duplicate';
    } catch (error) {
      console.warn(`[booking] CMS not available, ${kind} queued locally: ${describeError(error)}`);
      const added = await requests.add(record.submissionId, record, now(), kind);
      outcome = added ? 'queued' : 'duplicate';
    }
    if (outcome !== 'duplicate') await queueRecordMails(record);
    kick();
    return outcome;
  }

  /** A second submit of the same id while the first runs is that one's duplicate. */
  function once(submissionId: string, run: () => Promise<SubmitOutcome>): Promise<SubmitOutcome> {
    const running = inFlight.get(submissionId);
    if (running) return running.then(() => 'duplicate' as const);
    const promise = run().finally(() => inFlight.delete(submissionId));
    inFlight.set(submissionId, promise);
    return promise;
  }

  /** Durably stores a request (CMS, else local queue) and queues its two mails. */
  function submit(record: BookingRecord): Promise<SubmitOutcome> {
    return once(record.submissionId, () =>
      submitOnce('booking', record, options.store.save, queueMails),
    );
  }

  /** Durably stores a barrier report and queues the museum's mail (and a confirmation). */
  function submitReport(record: BarrierReportEntry): Promise<SubmitOutcome> {
    const reports = options.barrierReports;
    if (!reports) return Promise.reject(new Error('barrier reports are not set up'));
    return once(record.submissionId, () =>
      submitOnce('barrier-report', record, reports.save, (stored) =>
        queueReportMails(reports, stored),
      ),
    );
  }

  async function deliverMail(job: Job<MailJob>): Promise<void> {
    const museum = async (role: MuseumRole) => {
      const address =
        role === 'museum'
          ? await options.museumAddress()
          : await (options.barrierReports?.address() ?? null);
      if (!address) throw new Error(`museum ${role} address unknown`);
      return address;
    };
    const { to, replyTo } = job.payload;
    const museumReplyTo = async (role: MuseumRole) => {
      const address = await museum(role).catch(() => undefined);
      return address ? { address } : undefined;
    };
    await options.transport({
      from: options.mailFrom,
      to: typeof to === 'string' ? { address: await museum(to) } : { address: to.address },
      // The museum gets its mail even when the visitor's address is no mailbox (an old job).
      replyTo:
        replyTo === null
          ? undefined
          : typeof replyTo === 'string'
            ? await museumReplyTo(replyTo)
            : isMailbox(replyTo.address)
              ? { address: replyTo.address }
              : undefined,
      subject: job.payload.subject,
      text: job.payload.text,
      messageId: `<${job.id}@booking.zentralmuseum>`,
    });
  }

  async function deliverRequest(job: Job<BookingRecord | BarrierReportEntry>): Promise<void> {
    if (job.kind === ('barrier-report' satisfies SubmissionKind)) {
      // Kept until a start with reports set up again delivers it (never dropped).
      if (!options.barrierReports) throw new Error('barrier reports are not set up');
      await options.barrierReports.save(job.payload as BarrierReportEntry);
      return;
    }
    await options.store.save(job.payload as BookingRecord);
  }

  async function work<T>(
    queue: DurableQueue<T>,
    deliver: (job: Job<T>) => Promise<void>,
    queueName: string,
  ) {
    for (const job of await queue.list()) {
      if (job.notBefore > now() || busy.has(job.id)) continue;
      busy.add(job.id);
      // "request (barrier-report) …": an operator sees which kind a line is about.
      const what = job.kind === 'default' ? queueName : `${queueName} (${job.kind})`;
      try {
        await deliver(job);
        await queue.remove(job.id);
        console.info(`[booking] ${what} ${job.id} delivered after ${job.attempts + 1} attempt(s)`);
      } catch (error) {
        const attempts = job.attempts + 1;
        const lastError = describeError(error);
        const notBefore = now() + backoffMs(attempts, options.retryBaseMs, options.retryMaxMs);
        const failed = { ...job, attempts, notBefore, lastError };
        if (isPermanentFailure(error) || attempts >= options.maxAttempts) {
          // One line an operator finds: what, why, where it is now (README "Dead letters").
          const file = await queue.deadLetter(failed);
          console.error(
            `[booking] DEAD LETTER: ${what} ${job.id} given up after ${attempts} attempt(s) (${lastError}); kept in ${file} for an operator`,
          );
        } else {
          console.warn(`[booking] ${what} ${job.id} attempt ${attempts} failed: ${lastError}`);
          await queue.update(failed);
        }
      } finally {
        busy.delete(job.id);
      }
    }
  }

  /** One pass over both queues: every job that is due is tried once. */
  function processQueues(): Promise<void> {
    if (running) {
      // Jobs added during a pass get their own pass right after it.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await work(requests, deliverRequest, 'request');
          await work(mails, deliverMail, 'mail');
        } catch (error) {
          console.error(`[booking] queue pass failed: ${describeError(error)}`);
        }
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(async () => {
      timer = null;
      await processQueues();
      schedule(options.retryBaseMs);
    }, delayMs);
    timer.unref?.();
  }

  /** Runs a pass soon (after a submit) instead of waiting for the next poll. */
  function kick() {
    schedule(0);
  }

  return {
    submit,
    submitReport,
    processQueues,
    kick,
    pending: async () => ({
      requests: (await requests.list()).length,
      mails: (await mails.list()).length,
    }),
    deadLetters: async () => ({
      requests: await requests.deadLetters(),
      mails: await mails.deadLetters(),
    }),
    start() {
      stopped = false;
      schedule(0);
      // Given-up jobs of earlier runs are named at every start until an operator acts.
      void Promise.all([requests.deadLetters(), mails.deadLetters()])
        .then(([waitingRequests, waitingMails]) => {
          if (waitingRequests + waitingMails > 0)
            console.error(
              `[booking] DEAD LETTER: ${waitingRequests} request(s) and ${waitingMails} mail(s) wait for an operator in ${path.join(options.queueDir, 'dead-letter')}`,
            );
        })
        .catch(() => undefined);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
