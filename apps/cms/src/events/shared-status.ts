import type { Core } from '@strapi/strapi';
import { EVENT } from '../bootstrap/content-types';

/**
 * An event's status (scheduled, cancelled, postponed) is one value for all its languages: Strapi
 * copies it into every language's draft, but each language's published version would keep the
 * old one until that language is published too, and the English page would still announce an
 * event the German one calls off. So publishing one language gives the published versions of
 * the others the same status, in the publish's own transaction: the webhook, sent on commit,
 * finds every language changed.
 */
export function registerSharedEventStatus(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== EVENT || context.action !== 'publish') return next();
    const { documentId } = context.params as { documentId?: string };
    if (!documentId) return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      await sharePublishedStatus(strapi, documentId);
      return result;
    });
  });
}

async function sharePublishedStatus(strapi: Core.Strapi, documentId: string): Promise<void> {
  const events = strapi.db.query(EVENT);
  const draft = (await events.findOne({
    where: { documentId, publishedAt: null },
    select: ['eventStatus'],
  })) as { eventStatus?: string } | null;
  if (!draft?.eventStatus) return;
  await events.updateMany({
    where: {
      documentId,
      publishedAt: { $notNull: true },
      eventStatus: { $ne: draft.eventStatus },
    },
    data: { eventStatus: draft.eventStatus },
  });
}
