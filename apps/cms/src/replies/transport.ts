import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { isMailbox } from '../booking/mail-address';
import { InvalidRecipientError, type ReplyTransport } from './outbox';

// How the CMS mails its replies: the site's settings (the same variables, so one SMTP account
// serves both), SMTP when SMTP_HOST is set, else an .eml file per mail in MAIL_OUTBOX_DIR.

export interface MailSettings {
  from: string;
  smtp: {
    host: string;
    port: number;
    secure: boolean;
    user: string | null;
    password: string | null;
  } | null;
  outboxDir: string;
}

export function readMailSettings(
  env: Record<string, string | undefined>,
  appRoot: string,
): MailSettings {
  const secure = env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1';
  const port = Number(env.SMTP_PORT);
  return {
    from: env.MAIL_FROM || 'Zentralmuseum <noreply@zentralmuseum.example>',
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: Number.isInteger(port) && port > 0 ? port : secure ? 465 : 587,
          secure,
          user: env.SMTP_USER || null,
          password: env.SMTP_PASSWORD || null,
        }
      : null,
    outboxDir: path.resolve(appRoot, env.MAIL_OUTBOX_DIR || 'var/mail-outbox'),
  };
}

/** Recipients reach nodemailer as address objects, never as strings it could read as a list. */
function message(settings: MailSettings, mail: Parameters<ReplyTransport>[0]) {
  if (!isMailbox(mail.to)) throw new InvalidRecipientError('not a single mailbox');
  const replyTo = mail.replyTo;
  return {
    from: settings.from,
    to: { name: '', address: mail.to },
    replyTo: replyTo && isMailbox(replyTo) ? { name: '', address: replyTo } : undefined,
    subject: mail.subject,
    text: mail.text,
    messageId: mail.messageId,
    textEncoding: 'base64' as const,
  };
}

/** SMTP when the settings name a server, else the outbox folder. */
export function createTransport(settings: MailSettings): ReplyTransport {
  if (settings.smtp) {
    const transporter = nodemailer.createTransport({
      host: settings.smtp.host,
      port: settings.smtp.port,
      secure: settings.smtp.secure,
      auth: settings.smtp.user
        ? { user: settings.smtp.user, pass: settings.smtp.password ?? '' }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return async (mail) => {
      await transporter.sendMail(message(settings, mail));
    };
  }
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (mail) => {
    const info = await transporter.sendMail(message(settings, mail));
    const dir = settings.outboxDir;
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const name = mail.messageId.replace(/[^A-Za-z0-9._-]/g, '_');
    const temporary = path.join(dir, `.tmp-${randomBytes(6).toString('hex')}`);
    const handle = await fs.open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(info.message as Buffer);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, path.join(dir, `${name}.eml`));
  };
}
