import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isMailbox } from '../booking/mail-address';
import { actor } from '../booking/stamp-workflow';
import { REPLY_MAIL, REPLY_TEMPLATE } from '../bootstrap/content-types';
import {
  DEFAULT_TEMPLATES,
  TEMPLATE_LABELS,
  type ReplyLocale,
  type TemplateName,
} from './defaults';
import { REPLY_KINDS, kindOfUid, replyKey, type ReplyKind } from './kinds';
import { createReplyWorker, type OutboxMail, type OutboxStore, type ReplyWorker } from './outbox';
import { renderTemplate, unknownPlaceholders, PLACEHOLDERS, type Template } from './template';
import type { HistoryLine } from './history-line';
import { createTransport, readMailSettings } from './transport';
import { replyLocale, type MuseumContact } from './values';

// The replies to visitors inside the CMS (decision 0064): a status step queues the reply in
// the same transaction, a worker delivers it, the admin shows each request's history.

const GENERAL_CONTACT = 'api::general-contact.general-contact';
const NO_ADDRESS = 'Keine gültige E-Mail-Adresse';

let worker: ReplyWorker | null = null;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The template of `name` in `locale`; an empty field falls back to the built-in text. */
async function templateFor(
  strapi: Core.Strapi,
  name: TemplateName,
  locale: ReplyLocale,
): Promise<Template> {
  const stored = (await strapi
    .documents(REPLY_TEMPLATE as never)
    .findFirst({ locale } as never)) as Record<string, unknown> | null;
  const fallback = DEFAULT_TEMPLATES[locale][name];
  return {
    subject: text(stored?.[`${name}Subject`]) ?? fallback.subject,
    body: text(stored?.[`${name}Body`]) ?? fallback.body,
  };
}

async function contactFor(strapi: Core.Strapi, locale: ReplyLocale): Promise<MuseumContact | null> {
  return (await strapi.documents(GENERAL_CONTACT as never).findFirst({
    locale,
    status: 'published',
    populate: ['offers'],
  } as never)) as MuseumContact | null;
}

/**
 * Queues the reply `template` to the entry, once: a second call for the same entry and
 * template finds the key and does nothing. Runs inside the caller's transaction.
 */
export async function queueReply(
  strapi: Core.Strapi,
  kind: ReplyKind,
  documentId: string,
  template: TemplateName,
  requestedBy: string,
): Promise<'queued' | 'exists' | 'no-address'> {
  const key = replyKey(kind, documentId, template);
  const existing = await strapi.db.query(REPLY_MAIL).findOne({ where: { key }, select: ['id'] });
  if (existing) return 'exists';
  const entry = (await strapi.db.query(kind.uid).findOne({ where: { documentId } })) as Record<
    string,
    unknown
  > | null;
  if (!entry) return 'exists';
  const email = typeof entry.email === 'string' ? entry.email.trim() : '';
  if (!email && kind.addressOptional) return 'no-address';
  const locale = replyLocale(entry.pageLocale);
  const contact = await contactFor(strapi, locale);
  const mail = renderTemplate(
    await templateFor(strapi, template, locale),
    kind.values(entry, contact, locale),
  );
  const valid = isMailbox(email);
  const replyTo =
    (kind.name === 'booking-request' ? contact?.offers?.mail : null) || contact?.mail || null;
  await strapi.documents(REPLY_MAIL as never).create({
    data: {
      key,
      kind: kind.name,
      entryDocumentId: documentId,
      template,
      locale,
      recipient: email || null,
      replyTo,
      subject: mail.subject,
      body: mail.text,
      state: valid ? 'queued' : 'failed',
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
      lastError: valid ? null : NO_ADDRESS,
      requestedBy,
      messageId: `<${key.replace(/[^A-Za-z0-9.-]/g, '.')}@replies.zentralmuseum>`,
    },
  } as never);
  return valid ? 'queued' : 'no-address';
}

/** The outbox in the CMS's database. */
export function databaseOutbox(strapi: Core.Strapi): OutboxStore {
  const rows = () => strapi.db.query(REPLY_MAIL);
  const leaseFree = (now: Date) => ({
    $or: [{ lockedUntil: null }, { lockedUntil: { $lt: now } }],
  });
  return {
    async due(now, limit) {
      const found = (await rows().findMany({
        where: { state: 'queued', nextAttemptAt: { $lte: now }, ...leaseFree(now) },
        orderBy: { id: 'asc' },
        limit,
      })) as (OutboxMail & { body: string | null; subject: string | null })[];
      return found.map((row) => ({
        id: row.id,
        key: row.key,
        recipient: row.recipient,
        replyTo: row.replyTo,
        subject: row.subject ?? '',
        body: row.body ?? '',
        attempts: row.attempts ?? 0,
        messageId: row.messageId,
      }));
    },
    async claim(id, now, leaseUntil) {
      // One UPDATE … WHERE: of several workers, the one whose update matched holds the row.
      const { count } = await rows().updateMany({
        where: { id, state: 'queued', ...leaseFree(now) },
        data: { lockedUntil: leaseUntil },
      });
      return count === 1;
    },
    async sent(id, at, attempts) {
      await rows().update({
        where: { id },
        data: { state: 'sent', sentAt: at, attempts, lockedUntil: null, lastError: null },
      });
    },
    async retry(id, attempts, nextAttemptAt, error) {
      await rows().update({
        where: { id },
        data: { attempts, nextAttemptAt, lastError: error, lockedUntil: null },
      });
    },
    async failed(id, attempts, error) {
      await rows().update({
        where: { id },
        data: { state: 'failed', attempts, lastError: error, lockedUntil: null },
      });
    },
  };
}

async function history(strapi: Core.Strapi, kind: ReplyKind, documentId: string) {
  const found = (await strapi.db.query(REPLY_MAIL).findMany({
    where: { kind: kind.name, entryDocumentId: documentId },
    orderBy: { id: 'asc' },
  })) as Record<string, unknown>[];
  const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
  return found.map((row): HistoryLine => ({
    template: String(row.template),
    templateLabel: TEMPLATE_LABELS[row.template as TemplateName] ?? String(row.template),
    locale: (row.locale as string) ?? null,
    subject: (row.subject as string) ?? null,
    requestedBy: (row.requestedBy as string) ?? null,
    requestedAt: iso(row.createdAt),
    state: row.state as HistoryLine['state'],
    attempts: Number(row.attempts ?? 0),
    sentAt: iso(row.sentAt),
    nextAttemptAt: row.state === 'queued' ? iso(row.nextAttemptAt) : null,
    lastError: (row.lastError as string) ?? null,
  }));
}

const TEMPLATE_REFUSED = (names: string[]) =>
  `Unbekannter Platzhalter ${names.map((name) => `{${name}}`).join(', ')}. Möglich sind: ${Object.keys(
    PLACEHOLDERS,
  )
    .map((name) => `{${name}}`)
    .join(', ')}.`;

/** Middlewares and admin routes; the worker starts in bootstrap (`startReplies`). */
export function registerReplies(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    // A template with a misspelt placeholder would mail the braces: refused when saved.
    if (context.uid === REPLY_TEMPLATE && ['create', 'update'].includes(context.action)) {
      const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
      const unknown = Object.values(data).flatMap((value) =>
        typeof value === 'string' ? unknownPlaceholders(value) : [],
      );
      if (unknown.length > 0)
        throw new errors.ValidationError(TEMPLATE_REFUSED([...new Set(unknown)]));
      return next();
    }
    const kind = kindOfUid(context.uid);
    if (!kind) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const documentId = params.documentId;
    if (context.action === 'delete') {
      // The history goes with the request (the retention job deletes both).
      const result = await next();
      if (documentId) {
        await strapi.db
          .query(REPLY_MAIL)
          .deleteMany({ where: { kind: kind.name, entryDocumentId: documentId } });
      }
      return result;
    }
    if (context.action !== 'update' || !documentId) return next();
    const status = params.data?.[kind.statusField];
    const template =
      typeof status === 'string' && Object.prototype.hasOwnProperty.call(kind.templates, status)
        ? kind.templates[status]
        : undefined;
    if (!template) return next();
    const stored = (await strapi.db
      .query(kind.uid)
      .findOne({ where: { documentId }, select: [kind.statusField] })) as Record<
      string,
      unknown
    > | null;
    if (!stored || stored[kind.statusField] === status) return next();
    const requestedBy = actor(strapi) ?? 'CMS';
    // The status and its reply are stored together or not at all.
    return strapi.db.transaction(async ({ onCommit }) => {
      const result = await next();
      await queueReply(strapi, kind, documentId, template, requestedBy);
      onCommit(() => worker?.kick());
      return result;
    });
  });

  strapi.server.routes({
    type: 'admin',
    prefix: '/replies',
    routes: REPLY_KINDS.map((kind) => ({
      method: 'GET',
      path: `/${kind.name}/:documentId`,
      info: {},
      handler: (async (ctx) => {
        const { documentId } = (ctx as unknown as { params: { documentId: string } }).params;
        ctx.body = { data: await history(strapi, kind, documentId) };
      }) satisfies Core.MiddlewareHandler,
      config: {
        policies: [
          'admin::isAuthenticatedAdmin',
          {
            name: 'admin::hasPermissions',
            config: { actions: [['plugin::content-manager.explorer.read', kind.uid]] },
          },
        ],
      },
    })),
  });
}

const setting = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** Starts delivering the outbox (also what an earlier run left). */
export function startReplies(strapi: Core.Strapi): void {
  const env = process.env;
  const settings = readMailSettings(env, strapi.dirs.app.root);
  worker = createReplyWorker({
    store: databaseOutbox(strapi),
    transport: createTransport(settings),
    retryBaseMs: setting(env.REPLY_RETRY_BASE_MS, 5_000),
    retryMaxMs: setting(env.REPLY_RETRY_MAX_MS, 10 * 60_000),
    // About three days with the default pauses, as the site's queue (decision 0035).
    maxAttempts: Math.floor(setting(env.REPLY_MAX_ATTEMPTS, 450)),
    leaseMs: setting(env.REPLY_LEASE_MS, 2 * 60_000),
    pollMs: setting(env.REPLY_POLL_MS, 5_000),
    log: strapi.log,
  });
  worker.start();
  strapi.log.info(
    `replies: worker started; mails ${settings.smtp ? 'via SMTP' : `to the outbox ${settings.outboxDir}`}`,
  );
}

export async function stopReplies(): Promise<void> {
  await worker?.stop();
  worker = null;
}
