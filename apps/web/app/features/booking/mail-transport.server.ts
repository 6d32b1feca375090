import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { isMailbox } from '~/domain/mail-address';
import type { SmtpConfig } from './config.server';

/** One mailbox; handed to nodemailer as an address object, which it never reads as a list. */
export interface MailAddress {
  address: string;
}

export interface OutgoingMail {
  from: string;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  /** Stable per mail, so a resend after a lost answer can be recognised by the receiver. */
  messageId: string;
}

/** Sends one mail or throws; the queue retries what throws. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** An address that is not one mailbox: waiting will not change it (the queue gives up at once). */
export class InvalidAddressError extends Error {
  override name = 'InvalidAddressError';
}

/**
 * What nodemailer gets: recipients as address objects with an empty name, after the one
 * mailbox rule. A string would be parsed as an address list ("x,attacker@evil.example" is
 * two recipients, "Name <a@b>" a display name); an object is taken as one address.
 */
export function nodemailerMessage(mail: OutgoingMail) {
  const mailbox = ({ address }: MailAddress) => {
    if (!isMailbox(address)) throw new InvalidAddressError('not a single mailbox');
    return { name: '', address };
  };
  return {
    ...mail,
    to: mailbox(mail.to),
    replyTo: mail.replyTo ? mailbox(mail.replyTo) : undefined,
    textEncoding: 'base64' as const,
  };
}

export function smtpTransport(config: SmtpConfig): MailTransport {
  // Pooled: after an outage the queue sends its backlog over kept connections; a new connection
  // per mail (TCP, greeting, often TLS) cost about 100 ms each even on loopback (npm run drill).
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 2,
    maxMessages: 100,
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (mail) => {
    await transporter.sendMail(nodemailerMessage(mail));
  };
}

/** Without SMTP (demo, development): each mail becomes an .eml file in the outbox folder. */
export function outboxTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (mail) => {
    const info = await transporter.sendMail(nodemailerMessage(mail));
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
