import { timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

// Strapi 5's REST API hands out drafts to anyone who may read a type, when asked with
// `?status=draft` (or a Strapi 4 client's `publicationState=preview`). Drafts are unpublished
// work, so only the site's own server, which shows them in its preview, may read them. Two
// layers: this HTTP middleware answers such a request with 403, and a document-service
// middleware (below) reads published versions for every other content-API caller, however
// the request was spelled.

type Query = Record<string, unknown>;
type KoaContext = Parameters<Core.MiddlewareHandler>[0];

/** True when a parsed query (Strapi's `qs`) asks for anything but published content. */
export function asksForDrafts(query: Query): boolean {
  const { status, publicationState } = query;
  return (
    (status !== undefined && status !== 'published') ||
    (publicationState !== undefined && publicationState !== 'live')
  );
}

/** True when the Authorization header carries exactly the site's token. */
export function isSiteToken(authorization: string | undefined, siteToken: string | undefined) {
  if (!siteToken || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(siteToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const fromSite = (ctx: KoaContext | undefined) =>
  isSiteToken(ctx?.get('authorization') || undefined, process.env.WEB_API_TOKEN);

const draftsPrivate: Core.MiddlewareFactory = (_config, { strapi }) => {
  // Strapi's router ignores case: so does this check.
  const prefix = `${strapi.config.get('api.rest.prefix', '/api')}/`.toLowerCase();
  return async (ctx, next) => {
    if (
      ctx.path.toLowerCase().startsWith(prefix) &&
      asksForDrafts(ctx.query as Query) &&
      !fromSite(ctx)
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

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

interface DocumentContext {
  action: string;
  contentType?: { options?: { draftAndPublish?: boolean } };
  params?: { status?: string };
}

/** Reads of the content API see published versions only, unless the site's server asks. */
export function publishedOnlyForTheContentApi(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const { action, contentType, params } = context as unknown as DocumentContext;
    if (READS.has(action) && contentType?.options?.draftAndPublish && params) {
      const ctx = strapi.requestContext.get() as KoaContext | undefined;
      const route = (ctx?.state as { route?: { info?: { type?: string } } } | undefined)?.route;
      if (route?.info?.type === 'content-api' && !fromSite(ctx)) params.status = 'published';
    }
    return next();
  });
}
