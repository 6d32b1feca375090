import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BARRIER_REPORT, BOOKING_REQUEST } from '../bootstrap/content-types';
import { isMailbox } from './mail-address';

export const EMAIL_REFUSED =
  'Die E-Mail-Adresse muss genau ein Postfach sein (name@beispiel.de): keine Liste, kein Anzeigename, keine Leer- oder Steuerzeichen.';

/**
 * The email field of a booking request written with `data`: refused (a message for the
 * editor) unless it is one mailbox, the rule the site's form uses too. On an update only a
 * changed address is checked, so rows stored before this rule can still get a status.
 */
export function emailProblem(
  data: Record<string, unknown>,
  stored: { email?: unknown } | null,
): string | null {
  if (!('email' in data) || data.email === undefined) return null;
  const email = data.email;
  if (stored && email === stored.email) return null;
  if (email === null || email === '') return null;
  return typeof email === 'string' && isMailbox(email) ? null : EMAIL_REFUSED;
}

/** Models whose visitor address passes the rule: booking requests and barrier reports. */
const CHECKED = new Set<string>([BOOKING_REQUEST, BARRIER_REPORT]);

/** Every create and update of such an entry, whoever writes it, passes the address rule. */
export function registerBookingRequestRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!CHECKED.has(context.uid)) return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!data || !('email' in data)) return next();
    const stored =
      context.action === 'update' && params.documentId
        ? await strapi.db.query(context.uid).findOne({
            where: { documentId: params.documentId },
            select: ['email'],
          })
        : null;
    const problem = emailProblem(data, stored);
    if (problem) throw new errors.ValidationError(problem);
    return next();
  });
}
