import type { RequestHandler } from 'express';
import type { InlineHashes } from '~/load-context';
import { isHostName, normalizedHost } from '~/domain/host-name';

export interface SecurityHeaderOptions {
  development: boolean;
  /** Origin of the Matomo instance (ANALYTICS_URL) when analytics is configured. */
  analyticsOrigin?: string | null;
  /**
   * Host names whose pages may be embedded (the consent services' hosts). When given, every
   * answer gets `frame-src 'self' https://<host> …`; keep it fast (cached), it runs per request.
   * Anything that is not a plain host name is left out; a failure leaves only 'self'.
   */
  frameHosts?: () => Promise<readonly string[]>;
  /** Strict-Transport-Security's max-age in seconds, or null for none (hstsFromEnv). */
  hstsMaxAge?: number | null;
  /** Where browsers send violation reports (the site's /api/csp-report, absolute), or null. */
  reportUrl?: string | null;
}

/**
 * HSTS only when the public origin is https (a browser ignores it over http, and on
 * http://localhost it would only pin a developer's machine): HSTS_MAX_AGE seconds, default one
 * year; HSTS_MAX_AGE=0 sends none.
 */
export function hstsFromEnv(
  siteOrigin: string,
  env: Record<string, string | undefined> = process.env,
): number | null {
  if (!siteOrigin.startsWith('https:')) return null;
  const raw = env.HSTS_MAX_AGE?.trim();
  if (!raw) return 31_536_000;
  if (!/^\d{1,10}$/.test(raw)) {
    console.warn(`[security] HSTS_MAX_AGE must be a number of seconds; using one year`);
    return 31_536_000;
  }
  return Number(raw) > 0 ? Number(raw) : null;
}

/** Lower-case DNS host names only: no scheme, port, path, wildcard or anything else. */
export function frameSources(hosts: readonly unknown[]): string[] {
  const valid = new Set<string>();
  for (const host of hosts) {
    if (typeof host !== 'string') continue;
    const name = normalizedHost(host);
    if (isHostName(name)) {
      valid.add(`https://${name}`);
    }
  }
  return [...valid];
}

async function frameSourcesOf(frameHosts: () => Promise<readonly string[]>): Promise<string[]> {
  try {
    const hosts = await frameHosts();
    return Array.isArray(hosts) ? frameSources(hosts) : [];
  } catch {
    return [];
  }
}

/**
 * Sets the answer's policy again with the page's inline hashes (entry.server calls it once the
 * whole page is rendered, before the headers go out); kept in `res.locals.allowInline`.
 */
export type AllowInline = (hashes: InlineHashes) => void;

const sources = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join('');

/**
 * Security headers for every answer. Scripts: only our own files and the inline scripts of this
 * very page, by their sha256 hashes (docs/decisions/0027: the same bytes for every visitor, so a
 * page can be kept compressed and by shared caches), plus matomo.js from the configured
 * analytics origin (loaded only with the visitor's consent), which also receives its requests.
 * Images, audio and video come from the site's own /media; frames from the embed hosts. Answers other than pages get the policy without inline hashes.
 */
export function securityHeaders({
  development,
  analyticsOrigin,
  frameHosts,
  hstsMaxAge = null,
  reportUrl = null,
}: SecurityHeaderOptions): RequestHandler {
  const analytics = analyticsOrigin ? ` ${analyticsOrigin}` : '';
  const policy = (frames: string[] | null, inline: InlineHashes) =>
    [
      "default-src 'self'",
      `script-src 'self'${sources(inline.scripts)}${analytics}`,
      // The inlined stylesheet and the seasonal colours are inline style elements.
      `style-src 'self'${sources(inline.styles)}`,
      `img-src 'self' data:${analytics}`,
      // Audio and video come from the site's own /media too (server/media.ts), never the CMS.
      "media-src 'self'",
      "font-src 'self'",
      `connect-src 'self'${analytics}`,
      ...(frames ? [["frame-src 'self'", ...frames].join(' ')] : []),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(reportUrl ? [`report-uri ${reportUrl}`, 'report-to csp'] : []),
    ].join('; ');
  const send = (res: Parameters<RequestHandler>[1], frames: string[] | null) => {
    // Vite's development client injects inline styles and scripts, so the policy is production only.
    if (!development) {
      res.setHeader('Content-Security-Policy', policy(frames, { scripts: [], styles: [] }));
      const allowInline: AllowInline = (inline) =>
        res.setHeader('Content-Security-Policy', policy(frames, inline));
      res.locals.allowInline = allowInline;
    }
    if (reportUrl) res.setHeader('Reporting-Endpoints', `csp="${reportUrl}"`);
    if (hstsMaxAge) res.setHeader('Strict-Transport-Security', `max-age=${hstsMaxAge}`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    );
  };
  return (_req, res, next) => {
    if (!frameHosts) {
      send(res, null);
      next();
      return;
    }
    void frameSourcesOf(frameHosts).then((frames) => {
      send(res, frames);
      next();
    });
  };
}
