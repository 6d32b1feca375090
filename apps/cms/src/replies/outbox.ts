// The CMS's own durable outbox for replies to visitors (decision 0064): one database row per
// mail, written in the same transaction as the status change that causes it, under a unique
// key (kind, entry, template), so a reply exists at most once. A worker sends due rows; before
// it sends one it claims it with a lease (one conditional UPDATE), so two workers — two CMS
// processes, or a pass that overlaps the next — never send the same row. A failure is retried
// with growing pauses until the mail server takes it, or given up ("failed") when waiting
// cannot help or after maxAttempts.
import { isMailbox } from '../booking/mail-address';

export type ReplyState = 'queued' | 'sent' | 'failed';

/** A row of the outbox as the worker needs it. */
export interface OutboxMail {
  id: number;
  key: string;
  recipient: string | null;
  /** The museum's address for answers (the booking office, or the general address). */
  replyTo: string | null;
  subject: string;
  body: string;
  attempts: number;
  messageId: string;
}

export interface OutboxStore {
  /** Queued rows whose next attempt is due and whose lease (if any) has run out. */
  due(now: Date, limit: number): Promise<OutboxMail[]>;
  /**
   * Takes the row for one attempt: true only for the one caller whose conditional update
   * matched (queued, lease free), which then holds it until `leaseUntil`.
   */
  claim(id: number, now: Date, leaseUntil: Date): Promise<boolean>;
  sent(id: number, at: Date, attempts: number): Promise<void>;
  retry(id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void>;
  failed(id: number, attempts: number, error: string): Promise<void>;
}

export interface OutgoingReply {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  messageId: string;
}

/** Sends one mail or throws (the worker retries what throws). */
export type ReplyTransport = (mail: OutgoingReply) => Promise<void>;

export interface WorkerOptions {
  store: OutboxStore;
  transport: ReplyTransport;
  now?: () => Date;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** How long a claimed row is left alone (longer than one SMTP attempt can take). */
  leaseMs: number;
  /** How often due rows are looked for without a kick. */
  pollMs: number;
  log?: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** SMTP answers about the recipient that no retry changes (RFC 5321 §4.2.3), as on the site. */
const PERMANENT_SMTP_CODES = new Set([501, 550, 551, 553]);

export class InvalidRecipientError extends Error {
  override name = 'InvalidRecipientError';
}

export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof InvalidRecipientError) return true;
  if (!(error instanceof Error)) return false;
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' || PERMANENT_SMTP_CODES.has(responseCode ?? 0);
}

/** Names only: a mail server's error text can quote addresses (personal data). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return [error.name, code, responseCode].filter(Boolean).join(' ').slice(0, 255);
}

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createReplyWorker(options: WorkerOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function attempt(mail: OutboxMail): Promise<void> {
    const started = now();
    const claimed = await options.store.claim(
      mail.id,
      started,
      new Date(started.getTime() + options.leaseMs),
    );
    if (!claimed) return;
    const attempts = mail.attempts + 1;
    try {
      if (!mail.recipient || !isMailbox(mail.recipient)) {
        throw new InvalidRecipientError('not a single mailbox');
      }
      await options.transport({
        to: mail.recipient,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.body,
        messageId: mail.messageId,
      });
    } catch (error) {
      const reason = describeError(error);
      if (isPermanentFailure(error) || attempts >= options.maxAttempts) {
        await options.store.failed(mail.id, attempts, reason);
        log.error(`[replies] ${mail.key} given up after ${attempts} attempt(s): ${reason}`);
      } else {
        const next = new Date(
          now().getTime() + backoffMs(attempts, options.retryBaseMs, options.retryMaxMs),
        );
        await options.store.retry(mail.id, attempts, next, reason);
        log.warn(`[replies] ${mail.key} attempt ${attempts} failed: ${reason}`);
      }
      return;
    }
    await options.store.sent(mail.id, now(), attempts);
    log.info(`[replies] ${mail.key} delivered after ${attempts} attempt(s)`);
  }

  /** One pass: every due row is tried once. */
  function pass(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          for (const mail of await options.store.due(now(), 50)) await attempt(mail);
        } catch (error) {
          log.error(`[replies] outbox pass failed: ${describeError(error)}`);
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
      await pass();
      schedule(options.pollMs);
    }, delayMs);
    timer.unref?.();
  }

  return {
    pass,
    /** A pass soon (a reply was just queued) instead of at the next poll. */
    kick: () => schedule(0),
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type ReplyWorker = ReturnType<typeof createReplyWorker>;
