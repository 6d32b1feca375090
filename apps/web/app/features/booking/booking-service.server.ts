import { createHash } from 'node:crypto';
import path from 'node:path';
import { isMailbox } from '~/domain/mail-address';
import { createRateLimiter } from './guards.server';
import { bookingConfirmationMail, bookingMail } from './mail';
import { InvalidAddressError, type MailTransport } from './mail-transport.server';
import { createDurableQueue, type DurableQueue, type Job } from './queue.server';
import type { BookingRecord } from './record';

/** A mail waiting for delivery; "museum" is resolved at delivery (the CMS may be down now). */
export interface MailJob {
  to: 'museum' | { address: string };
  replyTo: 'museum' | { address: string };
  subject: string;
  text: string;
}

export type SubmitOutcome = 'stored' | 'queued' | 'duplicate';

/** Where requests are kept for good: the CMS (app/content `saveBookingRequest`). */
export interface BookingStore {
  /** Stores the request unless one with its submissionId exists; throws while it cannot. */
  save(record: BookingRecord): Promise<'created' | 'duplicate'>;
}

export interface BookingServiceOptions {
  queueDir: string;
  store: BookingStore;
  transport: MailTransport;
  mailFrom: string;
  /** The museum's booking address (general-contact offers.mail, else mail). */
  museumAddress: () => Promise<string | null>;
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
export function bookingReference(submissionId: string): string {
  const hash = createHash('sha256').update(submissionId).digest('hex');
  return `ZM-${hash.slice(0, 8).toUpperCase()}`;
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
  const requests: DurableQueue<BookingRecord> = createDurableQueue(
    path.join(options.queueDir, 'requests'),
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

  async function submitOnce(record: BookingRecord): Promise<SubmitOutcome> {
    // Still waiting in the local queue from an earlier submit: the same request again.
    if (await requests.has(record.submissionId)) return 'duplicate';
    let outcome: SubmitOutcome;
    try {
      outcome = (await options.store.save(record)) === 'created' ? 'stored' : 'duplicate';
    } catch (error) {
      console.warn(`[booking] CMS not available, request queued locally: ${describeError(error)}`);
      outcome = (await requests.add(record.submissionId, record, now())) ? 'queued' : 'duplicate';
    }
    if (outcome !== 'duplicate') await queueMails(record);
    kick();
    return outcome;
  }

  /** Durably stores a request (CMS, else local queue) and queues its two mails. */
  function submit(record: BookingRecord): Promise<SubmitOutcome> {
    const running = inFlight.get(record.submissionId);
    if (running) return running.then(() => 'duplicate' as const);
    const promise = submitOnce(record).finally(() => inFlight.delete(record.submissionId));
    inFlight.set(record.submissionId, promise);
    return promise;
  }

  async function deliverMail(job: Job<MailJob>): Promise<void> {
    const museum = async () => {
      const address = await options.museumAddress();
      if (!address) throw new Error('museum booking address unknown');
      return address;
    };
    const { to, replyTo } = job.payload;
    const museumReplyTo = async () => {
      const address = await museum().catch(() => undefined);
      return address ? { address } : undefined;
    };
    await options.transport({
      from: options.mailFrom,
      to: to === 'museum' ? { address: await museum() } : { address: to.address },
      // The museum gets its mail even when the visitor's address is no mailbox (an old job).
      replyTo:
        replyTo === 'museum'
          ? await museumReplyTo()
          : isMailbox(replyTo.address)
            ? { address: replyTo.address }
            : undefined,
      subject: job.payload.subject,
      text: job.payload.text,
      messageId: `<${job.id}@booking.zentralmuseum>`,
    });
  }

  async function deliverRequest(job: Job<BookingRecord>): Promise<void> {
    await options.store.save(job.payload);
  }

  async function work<T>(
    queue: DurableQueue<T>,
    deliver: (job: Job<T>) => Promise<void>,
    what: string,
  ) {
    for (const job of await queue.list()) {
      if (job.notBefore > now() || busy.has(job.id)) continue;
      busy.add(job.id);
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
