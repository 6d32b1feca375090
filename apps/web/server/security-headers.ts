import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * Security headers for every answer. Scripts: only our own files and React Router's inline
 * bootstrap scripts, which carry the per-request nonce. Images and audio may also come from
 * the CMS media origin.
 */
export function securityHeaders({
  mediaOrigin,
  development,
}: {
  mediaOrigin: string;
  development: boolean;
}): RequestHandler {
  const media = mediaOrigin === 'self' ? '' : ` ${mediaOrigin}`;
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    const policy = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      // The seasonal colours (app/features/season/SeasonStyles.tsx) are one inline style element.
      `style-src 'self' 'nonce-${nonce}'`,
      `img-src 'self' data:${media}`,
      `media-src 'self'${media}`,
      "font-src 'self'",
      "connect-src 'self'",
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
    next();
  };
}
