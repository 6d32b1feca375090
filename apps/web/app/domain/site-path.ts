/**
 * The one check of a redirect target or a stored page address taken from a request (`?to=`,
 * `?page=`, a Referer's path): a path of this site, normalised first, then checked. Browsers read
 * "//host" and "/\host" as another host, also once dot segments are resolved ("/.//host",
 * "/x/..//host") or an encoded backslash or slash is decoded ("/%5Chost"), so the normalised
 * path may start with neither, decoded or not. Backslashes, whitespace and control characters
 * are refused outright: no valid path of the site has them unencoded.
 *
 * Returns the normalised path with its query and fragment, or null.
 */
export function sitePathOf(value: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || /[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || leavesSite(url.pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (leavesSite(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A path whose start a browser reads as another host. */
function leavesSite(pathname: string): boolean {
  return !pathname.startsWith('/') || /^\/[/\\]/.test(pathname);
}

/**
 * The request target as the router can read it: the path's parts that it would misread have
 * their "%" encoded once more, so that the router sees them as text, finds no page and the
 * framed 404 page answers (logged once, SPEC §8). The server (server/app.ts) and the browser's
 * router (entry.client.tsx) read such an address alike.
 * - Encoded tabs and line breaks: URL parsing drops them once decoded, so "/%09/" reached React
 *   Router's render as "//", which is no URL, and the visitor got a bare 500 (issue 41, 7).
 * - Escapes that decode to nothing ("x%", "%zz", "%E0%A4%A", bytes that are no UTF-8): the
 *   router warned three times per request and matched no route (issue 42, 4).
 */
export function routableTarget(target: string): string {
  // The path only: the query's values are decoded as values, where a line break is kept.
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  const rest = query === -1 ? '' : target.slice(query);
  const parts = path.split('/').map((part) => (decodes(part) ? part : part.replace(/%/g, '%25')));
  return `${parts.join('/').replace(/%(09|0a|0d)/gi, '%25$1')}${rest}`;
}

function decodes(part: string): boolean {
  try {
    // The result is used: a bare call counts as free of effects, and the build drops it.
    return typeof decodeURIComponent(part) === 'string';
  } catch {
    return false;
  }
}
