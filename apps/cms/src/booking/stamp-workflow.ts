import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BOOKING_REQUEST } from '../bootstrap/content-types';
import { assessChange, changedByName, type AdminUserName } from './workflow-change';

interface RequestState {
  user?: AdminUserName;
  auth?: { strategy?: { name?: string }; credentials?: { name?: string } };
}

/** Who is writing, from the HTTP request this write belongs to (none for the server's own jobs). */
export function actor(strapi: Core.Strapi): string | null {
  const state = strapi.requestContext.get()?.state as RequestState | undefined;
  const strategy = state?.auth?.strategy?.name;
  if (strategy === 'admin' && state?.user) return changedByName(state.user);
  if (strategy === 'content-api-token')
    return `API-Token „${state?.auth?.credentials?.name ?? '?'}“`;
  return null;
}

/** Whether this write comes through the content API (the site's token), not the admin. */
export function throughContentApi(strapi: Core.Strapi): boolean {
  const state = strapi.requestContext.get()?.state as RequestState | undefined;
  return state?.auth?.strategy?.name === 'content-api-token';
}

/**
 * Every create and update of a booking request passes here, whoever writes it (admin panel,
 * the site's API token, server code): the status may only move along the workflow, and who
 * changed status or internal note and when is set by the server, never taken from the request.
 */
export function registerWorkflowStamping(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== BOOKING_REQUEST) return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!data) return next();

    delete data.statusChangedBy;
    delete data.statusChangedAt;
    // A visitor's request arrives new and without the office's note, whatever the body says.
    if (context.action === 'create' && throughContentApi(strapi)) {
      data.bookingStatus = 'new';
      delete data.internalNote;
    }

    const stored =
      context.action === 'update' && params.documentId
        ? await strapi.db.query(BOOKING_REQUEST).findOne({
            where: { documentId: params.documentId },
            select: ['bookingStatus', 'internalNote'],
          })
        : null;
    const change = assessChange(stored, data);
    if (change.refused !== null) throw new errors.ValidationError(change.refused);

    if (change.statusChanged || change.noteChanged) {
      const who = actor(strapi);
      if (who) {
        data.statusChangedBy = who;
        data.statusChangedAt = new Date().toISOString();
      }
    }
    return next();
  });
}
