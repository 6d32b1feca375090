/**
 * The editors' preview (docs/decisions/0024): the CMS's "Open preview" links to /api/preview
 * with a signed, expiring link; a valid link sets a signed cookie and opens the entry's page. While the cookie
 * is valid, every page reads drafts past all caches, answers `private, no-store` and `noindex`,
 * may be framed by the CMS admin, and shows the preview bar.
 */
import type { RequestHandler, Response } from 'express';
import { withDrafts } from '~/content/draft-scope.server';
import { sitePathOf } from '~/domain/site-path';
import {
  endPreviewCookie,
  previewCookie,
  readPreviewCookie,
} from '~/features/preview/preview-cookie.server';
import { previewCookieKey, verifyPreviewLink } from '~/features/preview/preview-link.server';
import type { PreviewInfo } from '~/features/preview/preview-state';

export interface PreviewOptions {
  /** PREVIEW_SECRET; without it the preview is off and /api/preview answers 401. */
  secret: string | undefined;
  /** Origins of the CMS admin, which shows the preview in a frame. */
  adminOrigins: string[];
  /** Whether the site is served over https (the cookie is then Secure). */
  secure: boolean;
  target: (type: string, documentId: string, locale: 'de' | 'en') => Promise<PreviewInfo | null>;
}

const noStore = (res: Response) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
};

function refuse(res: Response, status: number, text: string) {
  noStore(res);
  res.status(status).type('text/plain; charset=utf-8').send(text);
}

/**
 * GET /api/preview?type=api::x.x&documentId=…&locale=de&expires=…&signature=…: opens the
 * entry's page. A link without a valid signature, or an expired one, is refused with 401.
 */
export function previewStartHandler(options: PreviewOptions): RequestHandler {
  return async (req, res) => {
    const link = options.secret ? verifyPreviewLink(options.secret, req.query) : null;
    if (!link || !options.secret) {
      refuse(
        res,
        401,
        'Vorschau nur mit gültigem Link aus dem CMS. / Preview needs a valid link from the CMS.',
      );
      return;
    }
    const { type, documentId, locale: language } = link;
    let target: PreviewInfo | null;
    try {
      target = await options.target(type, documentId, language);
    } catch (error) {
      console.error(`[preview] ${type} ${documentId}: ${String(error)}`);
      refuse(res, 503, 'Das CMS antwortet nicht. / The CMS does not answer.');
      return;
    }
    if (!target) {
      refuse(res, 404, 'Dieser Eintrag hat keine Seite. / This entry has no page.');
      return;
    }
    noStore(res);
    res.setHeader(
      'Set-Cookie',
      await previewCookie(target, {
        secret: previewCookieKey(options.secret),
        secure: options.secure,
      }),
    );
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
        await endPreviewCookie({
          secret: previewCookieKey(options.secret),
          secure: options.secure,
        }),
      );
    res.redirect(303, path);
  };
}

/**
 * Before the HTML cache: a request with a valid preview cookie reads drafts (content layer),
 * is never stored or served from a cache, and may be framed by the CMS admin.
 */
export function previewMode(options: PreviewOptions): RequestHandler {
  const ancestors = options.adminOrigins.join(' ');
  const cookieKey = options.secret ? previewCookieKey(options.secret) : '';
  return (req, res, next) => {
    if (!options.secret) {
      next();
      return;
    }
    void readPreviewCookie(req.headers.cookie, { secret: cookieKey }).then(
      (preview) => {
        if (!preview) {
          next();
          return;
        }
        res.locals.preview = preview;
        // Routes set their own public Cache-Control later; a preview must never be kept.
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
        withDrafts(next);
      },
      () => next(),
    );
  };
}
