/**
 * The editors' preview (docs/decisions/0024, narrowed by 0045): the CMS's "Open preview" links
 * to /api/preview with a signed link that lives minutes; a valid link sets a signed cookie for
 * half an hour and redirects to the entry's page, so no later address carries the link. While
 * the cookie is valid, the content layer reads that one entry's draft (wherever it appears) and
 * everything else as published; every answer is `private, no-store` and `noindex`, may be framed
 * by the CMS admin, and shows the preview bar.
 */
import type { RequestHandler, Response } from 'express';
import { withDraftOf } from '~/content/draft-scope.server';
import { sitePathOf } from '~/domain/site-path';
import {
  endOfUnpartitioned,
  endPreviewCookies,
  previewCookie,
  readPreviewCookie,
  type PreviewCookieMode,
} from '~/features/preview/preview-cookie.server';
import {
  checkPreviewLink,
  PREVIEW_LINK_LIFE_MS,
  previewCookieKey,
} from '~/features/preview/preview-link.server';
import type { PreviewInfo } from '~/features/preview/preview-state';
import { draftScopeOf } from '~/features/preview/preview-types.server';

export interface PreviewOptions {
  /** PREVIEW_SECRET; without it the preview is off and /api/preview answers 401. */
  secret: string | undefined;
  /**
   * Origins of the CMS admin, which shows the preview in a frame: from configuration only
   * (adminFrameOrigins in server/preview-origins.ts), never from a request.
   */
  adminOrigins: string[];
  /** How the cookie is kept (previewCookieMode: partitioned over https and on this machine). */
  cookieMode: PreviewCookieMode;
  target: (type: string, documentId: string, locale: 'de' | 'en') => Promise<PreviewInfo | null>;
}

const noStore = (res: Response) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
};

/**
 * Lets the CMS admin (and only it) show this answer in its preview frame: the CSP's
 * `frame-ancestors` names the admin instead of 'none', now and when a later handler sets it,
 * and X-Frame-Options goes. Cache-Control stays private, no-store whatever a route sets.
 */
function framedByAdmin(res: Response, adminOrigins: readonly string[]) {
  const ancestors = adminOrigins.join(' ');
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) => {
    const header = name.toLowerCase();
    if (header === 'cache-control') return setHeader(name, 'private, no-store');
    if (header === 'x-frame-options') return res;
    if (header === 'content-security-policy' && ancestors)
      return setHeader(
        name,
        String(value).replace("frame-ancestors 'none'", `frame-ancestors ${ancestors}`),
      );
    return setHeader(name, value);
  };
  res.removeHeader('X-Frame-Options');
  const policy = res.getHeader('Content-Security-Policy');
  if (policy !== undefined) res.setHeader('Content-Security-Policy', String(policy));
  noStore(res);
}

const minutes = Math.round(PREVIEW_LINK_LIFE_MS / 60_000);
const refusals = {
  invalid: 'Vorschau nur mit gültigem Link aus dem CMS. / Preview needs a valid link from the CMS.',
  expired:
    `Dieser Vorschau-Link ist abgelaufen (er gilt ${minutes} Minuten). Öffnen Sie die Vorschau ` +
    'im CMS erneut; erscheint diese Meldung wieder, laden Sie die Seite des CMS neu.\n' +
    `This preview link has expired (it lasts ${minutes} minutes). Open the preview again in ` +
    'the CMS; if this message comes again, reload the CMS page.',
};

function refuse(res: Response, status: number, text: string) {
  res.status(status).type('text/plain; charset=utf-8').send(text);
}

/**
 * GET /api/preview?type=api::x.x&documentId=…&locale=de&expires=…&signature=…: opens the
 * entry's page. A link without a valid signature, or an expired one, is refused with 401. The
 * answer, a refusal too, may show in the admin's frame, and its address (the link) is never
 * passed on as a Referer.
 */
export function previewStartHandler(options: PreviewOptions): RequestHandler {
  return async (req, res) => {
    framedByAdmin(res, options.adminOrigins);
    res.setHeader('Referrer-Policy', 'no-referrer');
    const checked = options.secret
      ? checkPreviewLink(options.secret, req.query)
      : ({ ok: false, reason: 'invalid' } as const);
    if (!checked.ok || !options.secret) {
      refuse(res, 401, refusals[checked.ok ? 'invalid' : checked.reason]);
      return;
    }
    const { type, documentId, locale: language } = checked.link;
    let target: PreviewInfo | null;
    try {
      target = draftScopeOf(type, documentId)
        ? await options.target(type, documentId, language)
        : null;
    } catch (error) {
      console.error(`[preview] ${type} ${documentId}: ${String(error)}`);
      refuse(res, 503, 'Das CMS antwortet nicht. / The CMS does not answer.');
      return;
    }
    if (!target) {
      refuse(res, 404, 'Dieser Eintrag hat keine Seite. / This entry has no page.');
      return;
    }
    const cookie = { secret: previewCookieKey(options.secret), mode: options.cookieMode };
    res.setHeader('Set-Cookie', [
      await previewCookie({ type, documentId }, target, cookie),
      ...(await endOfUnpartitioned(cookie)),
    ]);
    // The page itself, never the link: later addresses (and the logs that keep them) carry none.
    res.redirect(303, target.path);
  };
}

/** GET /api/preview/exit?to=/path: ends the preview and goes back to that page. */
export function previewExitHandler(options: PreviewOptions): RequestHandler {
  return async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : '/';
    // Only a path of this site: never an open redirect.
    const path = sitePathOf(to) ?? '/';
    noStore(res);
    if (options.secret)
      res.setHeader(
        'Set-Cookie',
        await endPreviewCookies({
          secret: previewCookieKey(options.secret),
          mode: options.cookieMode,
        }),
      );
    res.redirect(303, path);
  };
}

/**
 * Before the HTML cache: a request with a valid preview cookie reads the draft of the entry it
 * names (content layer), is never stored or served from a cache, and may be framed by the CMS
 * admin.
 */
export function previewMode(options: PreviewOptions): RequestHandler {
  const cookieKey = options.secret ? previewCookieKey(options.secret) : '';
  return (req, res, next) => {
    if (!options.secret) {
      next();
      return;
    }
    void readPreviewCookie(req.headers.cookie, { secret: cookieKey }).then(
      (session) => {
        const scope = session && draftScopeOf(session.type, session.documentId);
        if (!session || !scope) {
          next();
          return;
        }
        res.locals.preview = session.info;
        framedByAdmin(res, options.adminOrigins);
        withDraftOf(scope, next);
      },
      () => next(),
    );
  };
}
