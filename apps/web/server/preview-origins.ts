import type { PreviewCookieMode } from '~/features/preview/preview-cookie.server';

/**
 * Who may frame the editors' preview, and how its cookie crosses from the admin's frame
 * (docs/decisions/0062). Both come from configuration only, never from a request.
 */

/**
 * Loopback host names as `URL.hostname` writes them: localhost (and its subdomains), 127.0.0.0/8
 * and [::1]. Browsers treat these as secure contexts over plain http, and they name this machine
 * whichever spelling an editor typed.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(host)
  );
}

function originsOf(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        if (url.protocol === 'http:' || url.protocol === 'https:') return [url];
      } catch {
        // reported below
      }
      console.warn(`[preview] CMS_ADMIN_URL: "${entry}" is no http(s) address; left out`);
      return [];
    })
    .map((url) => url.origin);
}

/**
 * The origins whose pages may show a preview in a frame (CSP `frame-ancestors`): CMS_ADMIN_URL
 * (one address or several, comma-separated: the admin as editors' browsers reach it), else the
 * CMS's own address (CMS_URL, the development default). An address on this machine counts in
 * both its spellings, `localhost` and `127.0.0.1`, with the same scheme and port: the admin is
 * opened at either, and the two are different sites to a browser.
 */
export function adminFrameOrigins(env: { CMS_ADMIN_URL?: string; CMS_URL?: string }): string[] {
  const configured = originsOf(env.CMS_ADMIN_URL);
  const origins = configured.length > 0 ? configured : originsOf(env.CMS_URL);
  return [
    ...new Set(
      origins.flatMap((origin) => {
        const url = new URL(origin);
        if (!isLoopbackHost(url.hostname)) return [origin];
        const port = url.port ? `:${url.port}` : '';
        return [origin, `${url.protocol}//localhost${port}`, `${url.protocol}//127.0.0.1${port}`];
      }),
    ),
  ];
}

/**
 * How the preview cookie is set for a site at `siteOrigin` (SITE_URL):
 * - `partitioned` (`Partitioned; SameSite=None; Secure`): over https, and over http on this
 *   machine (browsers keep Secure cookies of loopback hosts). Set inside the admin's frame, the
 *   cookie lives in that frame's partition (keyed by the admin's site), so the preview works in
 *   the frame even when the admin is another site (127.0.0.1 and localhost, or another domain),
 *   and no cookie is ever sent across sites.
 * - `lax` (`SameSite=Lax`, not Secure): a plain-http site on another host, where a browser
 *   refuses Secure cookies; the admin must then be the same site as the site.
 */
export function previewCookieMode(siteOrigin: string): PreviewCookieMode {
  const url = new URL(siteOrigin);
  return url.protocol === 'https:' || isLoopbackHost(url.hostname) ? 'partitioned' : 'lax';
}
