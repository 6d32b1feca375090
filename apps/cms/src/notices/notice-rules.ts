import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export const NOTICE = 'api::notice.notice';

export const END_BEFORE_START = '„Sichtbar bis“ muss nach „Sichtbar ab“ liegen.';
export const LINK_REFUSED =
  'Der Link muss ein Pfad dieser Website sein (/besuch/…) oder eine Adresse mit https://, mailto: oder tel:.';

/** As the site's scheme check (apps/web/app/content/transform/links.ts): a site path or these. */
const SITE_PATH = /^\/(?![/\\])/;
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
/** Spaces, line breaks and control characters: an address with them is refused. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

function instant(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = Date.parse(String(value));
  return Number.isNaN(time) ? null : time;
}

/**
 * What is wrong with a notice written with `data` (a message for the editor), or null: its end
 * must come after its start (the stored value counts for a field the write leaves out), and its
 * link must be one the site links to.
 */
export function noticeProblem(
  data: Record<string, unknown>,
  stored: { startsAt?: unknown; endsAt?: unknown } | null,
): string | null {
  const start = instant('startsAt' in data ? data.startsAt : stored?.startsAt);
  const end = instant('endsAt' in data ? data.endsAt : stored?.endsAt);
  if (start !== null && end !== null && end <= start) return END_BEFORE_START;
  const link = typeof data.linkUrl === 'string' ? data.linkUrl.trim() : '';
  if (
    link !== '' &&
    (SPACE_OR_CONTROL.test(link) || !(SITE_PATH.test(link) || SAFE_SCHEME.test(link)))
  )
    return LINK_REFUSED;
  return null;
}

/** Every create and update of a notice, in the admin or through the API, passes the rules. */
export function registerNoticeRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== NOTICE) return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    if (!params.data) return next();
    const stored =
      context.action === 'update' && params.documentId
        ? await strapi.db.query(NOTICE).findOne({
            where: { documentId: params.documentId },
            select: ['startsAt', 'endsAt'],
          })
        : null;
    const problem = noticeProblem(params.data, stored);
    if (problem) throw new errors.ValidationError(problem);
    return next();
  });
}
