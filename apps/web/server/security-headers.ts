import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { isHostName, normalizedHost } from '~/domain/host-name';

export interface SecurityHeaderOptions {
  /** Origin of the CMS media files (audio), or 'self'. Images come from our own /media. */
  mediaOrigin: string;
  development: boolean;
  /** Origin of the Matomo instance (ANALYTICS_URL) when analytics is configured. */
  analyticsOrigin?: string | null;
  /**
   * Host names whose pages may be embedded (the consent services' hosts). When given, every
   * answer gets `frame-src 'self' https://<host> …`; keep it fast (cached), it runs per request.
   * Anything that is not a plain host name is left out; a failure leaves only 'self'.
   */
  frameHosts?: () => Promise<readonly string[]>;
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
 * Security headers for every answer. Scripts: only our own files and React Router's inline
 * bootstrap scripts, which carry the per-request nonce, plus matomo.js from the configured
 * analytics origin (loaded only with the visitor's consent), which also receives its requests.
 * Audio may also come from the CMS media origin; frames from the embed hosts.
 */
export function securityHeaders({
  mediaOrigin,
  development,
  analyticsOrigin,
  frameHosts,
}: SecurityHeaderOptions): RequestHandler {
  const media = mediaOrigin === 'self' ? '' : ` ${mediaOrigin}`;
  const analytics = analyticsOrigin ? ` ${analyticsOrigin}` : '';
  const send = (res: Parameters<RequestHandler>[1], nonce: string, frames: string[] | null) => {
    const policy = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${analytics}`,
      // The seasonal colours (app/features/season/SeasonStyles.tsx) are one inline style element.
      `style-src 'self' 'nonce-${nonce}'`,
      `img-src 'self' data:${analytics}`,
      `media-src 'self'${media}`,
      "font-src 'self'",
      `connect-src 'self'${analytics}`,
      ...(frames ? [["frame-src 'self'", ...frames].join(' ')] : []),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    // Vite's development client injects inline styles and scripts, so the policy is production only.
    if (!development) res.setHeader('Content-Security-Policy', policy);
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
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    if (!frameHosts) {
      send(res, nonce, null);
      next();
      return;
    }
    void frameSourcesOf(frameHosts).then((frames) => {
      send(res, nonce, frames);
      next();
    });
  };
}
