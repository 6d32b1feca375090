import { timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

// Strapi 5's REST API hands out drafts to anyone who may read a type, when asked with
// `?status=draft` (or a Strapi 4 client's `publicationState=preview`). Drafts are unpublished
// work, so only the site's own server, which shows them in its preview, may ask for them.

const DRAFT_PARAMETERS = ['status', 'publicationState'];

/** True when a query string asks the content API for anything but published content. */
export function asksForDrafts(querystring: string): boolean {
  const params = new URLSearchParams(querystring);
  for (const [key, value] of params) {
    const name = key.replace(/\[.*$/, '');
    if (!DRAFT_PARAMETERS.includes(name)) continue;
    if (
      !(key === 'status' && value === 'published') &&
      !(key === 'publicationState' && value === 'live')
    )
      return true;
  }
  return false;
}

/** True when the Authorization header carries exactly the site's token. */
export function isSiteToken(authorization: string | undefined, siteToken: string | undefined) {
  if (!siteToken || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(siteToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const draftsPrivate: Core.MiddlewareFactory = (_config, { strapi }) => {
  const prefix = `${strapi.config.get('api.rest.prefix', '/api')}/`;
  return async (ctx, next) => {
    if (
      ctx.path.startsWith(prefix) &&
      asksForDrafts(ctx.querystring) &&
      !isSiteToken(ctx.get('authorization') || undefined, process.env.WEB_API_TOKEN)
    ) {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: 'ForbiddenError',
          message: 'Drafts are not public: only the published version can be read.',
          details: {},
        },
      };
      return;
    }
    await next();
  };
};

export default draftsPrivate;
