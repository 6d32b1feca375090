import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { isMailbox } from '~/domain/mail-address';
import { bookingReference, reportReference } from '~/domain/reference.server';
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
  /**
   * The request the mail is about: held back while that request's job waits with its mails
   * not yet marked queued (a re-run would queue them again). Older jobs have none: never held.
   */
  submissionId?: string;
}

/**
 * A request job: the record, the claim this process stores it under in the CMS (an entry
 * with the same claim is our own earlier attempt, decision 0040) and whether its mails are
 * queued already. Jobs written before claims hold the bare record (see `requestOf`).
 */
export interface RequestJob<R = BookingRecord | BarrierReportEntry> {
  record: R;
  claim: string;
  mailsQueued: boolean;
  /** Who sent it, as senderKey made it (no address): its confirmation counts for that sender. */
  sender?: string;
}

/** Who sent a request (the client address the rate limit counts), for the confirmation limits. */
export interface SubmitOptions {
  sender?: string;
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
  /**
   * Stores the request under `claim` unless one with its submissionId exists: 'created' also
   * when it exists with this very claim (an earlier attempt of ours); throws while it cannot.
   */
  save(record: BookingRecord, claim: string): Promise<SaveOutcome>;
}

/** Barrier reports (BITV feedback): where they are kept and what is mailed about them. */
export interface BarrierReports {
  /** The CMS (app/content `saveBarrierReport`), claims as `BookingStore.save`; throws while it cannot. */
  save(record: BarrierReportEntry, claim: string): Promise<SaveOutcome>;
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
  /** At most so many of the hourly confirmations go to the requests of one sender. */
  perSender: number;
}

// What the visitor and the museum call a request: the CMS's replies use the same function.
export { bookingReference, reportReference } from '~/domain/reference.server';

/** Providers that deliver every dot variant of a local part to one mailbox (and alias domains). */
const dotBlindDomains: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * One key per mailbox: case and "+tag" variants of an address count together, and for
 * providers that ignore dots in the local part (Gmail) the dot variants too (issue 41).
 */
export function recipientKey(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).toLowerCase().replace(/\+.*$/, '');
  const domain = address.slice(at + 1).toLowerCase();
  const dotBlind = dotBlindDomains[domain];
  return dotBlind ? `${local.replaceAll('.', '')}@${dotBlind}` : `${local}@${domain}`;
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

/**
 * A request job's payload as a RequestJob. A job written before claims holds the bare record
 * and had its mails queued together with it; any fresh claim will do for it, since both
 * answers of the CMS then only remove it.
 */
export function requestOf(payload: RequestJob | BookingRecord | BarrierReportEntry): RequestJob {
  if ('record' in payload && 'claim' in payload) return payload;
  return { record: payload, claim: randomUUID(), mailsQueued: true };
}

/** How one kind of request is stored and mailed. */
interface Handling {
  save(record: BookingRecord | BarrierReportEntry, claim: string): Promise<SaveOutcome>;
  queueMails(record: BookingRecord | BarrierReportEntry, sender?: string): Promise<void>;
}

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createBookingService(options: BookingServiceOptions) {
  const now = options.now ?? Date.now;
  // One queue for everything a visitor sends, each job with its kind (older files: booking).
  const requests: DurableQueue<RequestJob | BookingRecord | BarrierReportEntry> =
    createDurableQueue(path.join(options.queueDir, 'requests'), {
      defaultKind: 'booking' satisfies SubmissionKind,
    });
  const mails: DurableQueue<MailJob> = createDurableQueue(path.join(options.queueDir, 'mails'));
  const inFlight = new Map<string, Promise<SubmitOutcome>>();
  // Jobs a worker pass is trying, and requests a submit is working on: the worker skips both.
  const busy = new Set<string>();
  const submitting = new Set<string>();
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
  const perSender = createRateLimiter({
    max: options.confirmations.perSender,
    windowMs: 3_600_000,
    now,
  });
  // The sender's address is kept in a job only as a hash with this process's own salt.
  const senderSalt = randomBytes(16);
  const senderKey = (address: string | undefined) =>
    address ? createHash('sha256').update(senderSalt).update(address).digest('hex') : undefined;

  /**
   * Counts a confirmation to `address` from `sender`; the limit that stops it, or null when it
   * may go. A sender past its share takes nothing from the hourly budget of the others.
   */
  function confirmationLimit(
    address: string,
    sender: string | undefined,
  ): 'per-recipient' | 'per-sender' | 'hourly' | null {
    if (!perRecipient.allow(recipientKey(address))) return 'per-recipient';
    if (sender && !perSender.allow(sender)) return 'per-sender';
    if (!hourly.allow('all')) return 'hourly';
    return null;
  }

  async function queueMails(record: BookingRecord, sender?: string): Promise<void> {
    const reference = bookingReference(record.submissionId);
    const email = { address: record.request.email };
    const limit = confirmationLimit(email.address, sender);
    const museum = bookingMail(record.request, record.offer, 'de', {
      reference,
      confirmationSkipped: limit !== null,
    });
    await mails.add(
      `${record.submissionId}.museum`,
      { to: 'museum', replyTo: email, ...museum, submissionId: record.submissionId },
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
      { to: email, replyTo: 'museum', ...visitor, submissionId: record.submissionId },
      now(),
    );
  }

  async function queueReportMails(
    reports: BarrierReports,
    record: BarrierReportEntry,
    sender?: string,
  ) {
    const reference = reportReference(record.submissionId);
    const email = record.report.email;
    // No address, no confirmation; with one, the limits of booking confirmations apply too.
    const limit = email ? confirmationLimit(email, sender) : null;
    const { museum, visitor } = reports.mails(record, {
      reference,
      confirmationSkipped: limit !== null,
    });
    await mails.add(
      `${record.submissionId}.museum`,
      {
        to: 'accessibility',
        replyTo: email ? { address: email } : null,
        ...museum,
        submissionId: record.submissionId,
      },
      now(),
    );
    if (!email) return;
    if (limit) {
      console.warn(`[booking] confirmation for ${record.submissionId} not sent: ${limit} limit`);
      return;
    }
    await mails.add(
      `${record.submissionId}.visitor`,
      {
        to: { address: email },
        replyTo: 'accessibility',
        ...visitor,
        submissionId: record.submissionId,
      },
      now(),
    );
  }

  /**
   * How a kind is stored and mailed; null for reports while they are not set up. A job's kind
   * says which record it holds, so the records are narrowed here and nowhere else.
   */
  function handlingOf(kind: string): Handling | null {
    if (kind !== ('barrier-report' satisfies SubmissionKind)) {
      return {
        save: (record, claim) => options.store.save(record as BookingRecord, claim),
        queueMails: (record, sender) => queueMails(record as BookingRecord, sender),
      };
    }
    const reports = options.barrierReports;
    if (!reports) return null;
    return {
      save: (record, claim) => reports.save(record as BarrierReportEntry, claim),
      queueMails: (record, sender) =>
        queueReportMails(reports, record as BarrierReportEntry, sender),
    };
  }

  /** Records on the waiting job that its mails are queued: they may go out from now on. */
  async function markMailsQueued(submissionId: string): Promise<void> {
    const job = await requests.get(submissionId);
    if (!job) return;
    await requests.update({ ...job, payload: { ...requestOf(job.payload), mailsQueued: true } });
  }

  /**
   * Writes the request job (with a fresh claim) first, then stores in the CMS under that
   * claim and queues the mails, then removes the job: a crash at any step leaves the job, and
   * the worker (also after a restart) finishes it without mailing twice (decision 0040).
   */
  async function submitOnce(
    kind: SubmissionKind,
    record: BookingRecord | BarrierReportEntry,
    handling: Handling,
    sender: string | undefined,
  ): Promise<SubmitOutcome> {
    const id = record.submissionId;
    // Still waiting in the local queue from an earlier submit: the same request again.
    if (await requests.has(id)) return 'duplicate';
    const claim = randomUUID();
    submitting.add(id);
    try {
      const job: RequestJob = { record, claim, mailsQueued: false, ...(sender ? { sender } : {}) };
      if (!(await requests.add(id, job, now(), kind))) return 'duplicate';
      let saved: SaveOutcome;
      try {
        saved = await handling.save(record, claim);
      } catch (error) {
        // The museum hears of the request even while the CMS is down; the worker stores it.
        console.warn(
          `[booking] CMS not available, ${kind} queued locally: ${describeError(error)}`,
        );
        await handling.queueMails(record, sender);
        await markMailsQueued(id);
        return 'queued';
      }
      if (saved === 'created') await handling.queueMails(record, sender);
      await requests.remove(id);
      return saved === 'created' ? 'stored' : 'duplicate';
    } finally {
      submitting.delete(id);
      kick();
    }
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
  function submit(record: BookingRecord, options: SubmitOptions = {}): Promise<SubmitOutcome> {
    return once(record.submissionId, () =>
      submitOnce('booking', record, handlingOf('booking') as Handling, senderKey(options.sender)),
    );
  }

  /** Durably stores a barrier report and queues the museum's mail (and a confirmation). */
  function submitReport(
    record: BarrierReportEntry,
    options: SubmitOptions = {},
  ): Promise<SubmitOutcome> {
    const handling = handlingOf('barrier-report');
    if (!handling) return Promise.reject(new Error('barrier reports are not set up'));
    return once(record.submissionId, () =>
      submitOnce('barrier-report', record, handling, senderKey(options.sender)),
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

  /** Stores a waiting request under its claim; mails it unless that was done already. */
  async function deliverRequest(job: Job<RequestJob | BookingRecord | BarrierReportEntry>) {
    const handling = handlingOf(job.kind);
    // Kept until a start with reports set up again delivers it (never dropped).
    if (!handling) throw new Error('barrier reports are not set up');
    const { record, claim, mailsQueued, sender } = requestOf(job.payload);
    const saved = await handling.save(record, claim);
    // 'created' is also our own earlier attempt (a crash before its mails were queued).
    if (saved === 'created' && !mailsQueued) await handling.queueMails(record, sender);
  }

  /** A request that failed to store has its mails queued now, as a failed submit does. */
  async function beforeRequestRetry(
    job: Job<RequestJob | BookingRecord | BarrierReportEntry>,
  ): Promise<Job<RequestJob | BookingRecord | BarrierReportEntry>> {
    const request = requestOf(job.payload);
    const handling = handlingOf(job.kind);
    if (request.mailsQueued || !handling) return job;
    await handling.queueMails(request.record, request.sender);
    return { ...job, payload: { ...request, mailsQueued: true } };
  }

  /** Whether a mail waits for its request job (crash-safe order, decision 0040). */
  async function heldBack(job: Job<MailJob>): Promise<boolean> {
    const submissionId = job.payload.submissionId;
    if (!submissionId) return false;
    try {
      const request = await requests.get(submissionId);
      return request !== null && !requestOf(request.payload).mailsQueued;
    } catch {
      // An unreadable request file can never queue the mails again: they may go.
      return false;
    }
  }

  async function work<T>(
    queue: DurableQueue<T>,
    deliver: (job: Job<T>) => Promise<void>,
    queueName: string,
    hooks: {
      held?: (job: Job<T>) => Promise<boolean>;
      /** What is kept of a failed job (it may have done part of its work). */
      beforeRetry?: (job: Job<T>) => Promise<Job<T>>;
    } = {},
  ) {
    for (const job of await queue.list()) {
      if (job.notBefore > now() || busy.has(job.id) || submitting.has(job.id)) continue;
      if (await hooks.held?.(job)) continue;
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
        const kept = hooks.beforeRetry ? await hooks.beforeRetry(job) : job;
        const failed = { ...kept, attempts, notBefore, lastError };
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
          await work(requests, deliverRequest, 'request', { beforeRetry: beforeRequestRetry });
          await work(mails, deliverMail, 'mail', { held: heldBack });
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
