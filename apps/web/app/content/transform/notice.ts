/**
 * Urgent notices (issue 43, item 9): a notice without text, with an unknown severity or with
 * times that are not instants or end before they start is reported and left out; a refused
 * link is reported and left out, the notice stays.
 */
import { z } from 'zod';
import { noticeSeverities, type Notice } from '~/domain/notice';
import { optionalText, parseBlock, requiredText, type TransformContext } from '../strapi';
import { toCheckedUri } from './links';

const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'not a date and time' })
  .transform((value) => new Date(value).toISOString());

const noticeSchema = z
  .object({
    text: requiredText,
    severity: z.enum(noticeSeverities).nullish(),
    startsAt: instant,
    endsAt: instant,
    linkUrl: optionalText,
    linkLabel: optionalText,
  })
  .refine((notice) => notice.startsAt < notice.endsAt, {
    message: 'ends before it starts',
    path: ['endsAt'],
  });

/** One notice of the collection (a list entry), or null when broken. */
export function toNotice(value: unknown, ctx: TransformContext, where: string): Notice | null {
  const fields = parseBlock(noticeSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as { documentId?: unknown; id?: unknown };
  const id = typeof raw.documentId === 'string' ? raw.documentId : String(raw.id ?? where);
  const href = toCheckedUri(fields.linkUrl?.trim() ?? null, ctx, `${where}.linkUrl`);
  return {
    id,
    text: fields.text.trim(),
    severity: fields.severity ?? 'info',
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    link: href ? { href, label: fields.linkLabel?.trim() ?? null } : null,
  };
}
