import path from 'node:path';

/** Booking settings from the environment; every default works for the demo without setup. */
export interface BookingConfig {
  /** Durable queue of requests and mails not yet delivered (one JSON file per job). */
  queueDir: string;
  /** Without SMTP, mails are written here as .eml files. */
  outboxDir: string;
  smtp: SmtpConfig | null;
  mailFrom: string;
  /** Overrides the museum's booking address from the CMS (general-contact offers.mail). */
  museumAddress: string | null;
  /** Overrides where barrier reports go (general-contact mail). */
  feedbackAddress: string | null;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a job is given up into the dead-letter folder. */
  maxAttempts: number;
  rateLimit: { max: number; windowMs: number };
  /** Limits of the visitor's confirmation mails (booking-service.server.ts). */
  confirmations: {
    perRecipient: number;
    perRecipientWindowMs: number;
    perHour: number;
    perSender: number;
  };
  maxBodyBytes: number;
  /** Key for the thank-you cookie; a random one per process when unset. */
  cookieSecret: string | null;
  /** Extra origins allowed to post the form (e.g. the public address behind a proxy). */
  allowedOrigins: string[];
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
}

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0
    ? parsed
    : fallback;
}

export function readBookingConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): BookingConfig {
  const secure = env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1';
  return {
    queueDir: path.resolve(cwd, env.BOOKING_QUEUE_DIR || 'var/booking-queue'),
    outboxDir: path.resolve(cwd, env.MAIL_OUTBOX_DIR || 'var/mail-outbox'),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: number(env.SMTP_PORT, secure ? 465 : 587),
          secure,
          user: env.SMTP_USER || null,
          password: env.SMTP_PASSWORD || null,
        }
      : null,
    mailFrom: env.MAIL_FROM || 'Zentralmuseum <noreply@zentralmuseum.example>',
    museumAddress: env.BOOKING_MAIL_TO || null,
    feedbackAddress: env.FEEDBACK_MAIL_TO || null,
    retryBaseMs: number(env.BOOKING_RETRY_BASE_MS, 5_000),
    retryMaxMs: number(env.BOOKING_RETRY_MAX_MS, 10 * 60_000),
    // About three days of retries with the default delays (at most 10 minutes apart): a CMS or
    // mail server down over a weekend does not send valid requests to the dead-letter folder.
    maxAttempts: Math.floor(number(env.BOOKING_MAX_ATTEMPTS, 450)),
    rateLimit: {
      max: number(env.BOOKING_RATE_LIMIT, 20),
      windowMs: number(env.BOOKING_RATE_WINDOW_MS, 10 * 60_000),
    },
    confirmations: {
      perRecipient: Math.floor(number(env.BOOKING_CONFIRMATIONS_PER_RECIPIENT, 3)),
      perRecipientWindowMs: number(env.BOOKING_CONFIRMATION_WINDOW_MS, 24 * 3_600_000),
      perHour: Math.floor(number(env.BOOKING_CONFIRMATIONS_PER_HOUR, 60)),
      // One sender (client address) gets at most a sixth of the hour's confirmations.
      perSender: Math.floor(number(env.BOOKING_CONFIRMATIONS_PER_SENDER, 10)),
    },
    maxBodyBytes: number(env.BOOKING_MAX_BODY_BYTES, 16 * 1024),
    cookieSecret: env.BOOKING_COOKIE_SECRET || null,
    allowedOrigins: (env.BOOKING_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}
