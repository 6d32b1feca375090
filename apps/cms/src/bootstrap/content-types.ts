import type { Core } from '@strapi/strapi';

// Types of docs/content-model.md that anonymous visitors may read.
// Listed by hand so that a newly added type stays private until someone decides otherwise.
export const PUBLIC_CONTENT_TYPES = [
  'api::exhibition.exhibition',
  'api::event.event',
  'api::offer.offer',
  'api::digital-offer.digital-offer',
  'api::press-release.press-release',
  'api::page.page',
  'api::author.author',
  'api::category.category',
  'api::target-group.target-group',
  'api::accessibility-tag.accessibility-tag',
  'api::partner.partner',
  'api::redirect.redirect',
  'api::site-menu.site-menu',
  'api::general-contact.general-contact',
  'api::seasonal-colors-collection.seasonal-colors-collection',
  'api::home.home',
  'api::overview-intro.overview-intro',
  'api::opening-hours.opening-hours',
  'api::consent-text.consent-text',
  'api::consent-service.consent-service',
  'api::accessibility-statement.accessibility-statement',
  'api::notice.notice',
  // The collection (issue #45): objects (published only), their terms and makers.
  'api::collection-object.collection-object',
  'api::collection-term.collection-term',
  'api::collection-maker.collection-maker',
] as const;

// Events: their status is shared by every language (src/events/shared-status.ts).
export const EVENT = 'api::event.event';

// Written by the web server with its API token only.
export const BOOKING_REQUEST = 'api::booking-request.booking-request';

// Reported barriers (BITV feedback): created by the web server's API token, read by nobody
// over the content API.
export const BARRIER_REPORT = 'api::barrier-report.barrier-report';

// Replies to visitors (src/replies, decision 0064): the templates editors keep, and the outbox
// that is also each request's history. Neither is read over the content API.
export const REPLY_TEMPLATE = 'api::reply-template.reply-template';
export const REPLY_MAIL = 'api::reply-mail.reply-mail';

// Read actions of the content API: single types have no findOne.
export function readActions(strapi: Core.Strapi, uid: string): string[] {
  const contentType = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
  if (!contentType) throw new Error(`content type ${uid} is not defined`);
  return contentType.kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`];
}

export function publicReadActions(strapi: Core.Strapi): string[] {
  return PUBLIC_CONTENT_TYPES.flatMap((uid) => readActions(strapi, uid));
}

// Warns about api:: types nobody has classified, so they are not silently unreadable.
export function warnAboutUnlistedTypes(strapi: Core.Strapi): void {
  const known = new Set<string>([
    ...PUBLIC_CONTENT_TYPES,
    BOOKING_REQUEST,
    BARRIER_REPORT,
    REPLY_TEMPLATE,
    REPLY_MAIL,
  ]);
  for (const uid of Object.keys(strapi.contentTypes)) {
    if (uid.startsWith('api::') && !known.has(uid)) {
      strapi.log.warn(
        `bootstrap: ${uid} is neither public nor private in src/bootstrap/content-types.ts`,
      );
    }
  }
}
