/**
 * Legacy paths (SPEC §2): which redirect applies to a request path. Pure, so it is tested
 * without a CMS. Rules: an exact `from` beats a wildcard (`/old/*`); of several wildcards the
 * longest prefix wins. Paths compare without a trailing slash and ignoring case.
 * Rules are written for the site's German paths without prefix and its English paths under
 * "/en"; the same German path under "/de" follows the same rule and stays under "/de".
 */
import type { Redirect } from '~/domain/types';

export interface RedirectTarget {
  /** Path (with the matched tail, when `to` ends in "/*") or absolute URL. */
  location: string;
  permanent: boolean;
  /** 301 for permanent redirects, 302 otherwise. */
  status: 301 | 302;
  /** The rule that matched. */
  redirect: Redirect;
}

const WILDCARD = '/*';

function normalize(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
}

function target(redirect: Redirect, tail: string): RedirectTarget {
  const joined = redirect.to.endsWith(WILDCARD)
    ? `${redirect.to.slice(0, -WILDCARD.length)}${tail}` || '/'
    : redirect.to;
  // The tail is the visitor's: "/old//evil.example" must not lead to "//evil.example", a host.
  const location = joined.startsWith('/') ? joined.replace(/^[/\\]+/, '/') : joined;
  return {
    location,
    permanent: redirect.permanent,
    status: redirect.permanent ? 301 : 302,
    redirect,
  };
}

const DE_PREFIX = '/de';
const LOCALE_PREFIXED = /^\/(en|de)(\/|\?|$)/i;

/** The redirect for a request path (without query string), or null when none applies. */
export function resolveRedirect(
  redirects: readonly Redirect[],
  pathname: string,
): RedirectTarget | null {
  const direct = resolveRule(redirects, pathname);
  const lower = pathname.toLowerCase();
  if (direct || !(lower === DE_PREFIX || lower.startsWith(`${DE_PREFIX}/`))) return direct;
  // "/de/besuch/x" follows the rule for "/besuch/x"; a site path it leads to keeps the prefix.
  // "/de/en/…" is no German path: it follows no rule.
  const rest = pathname.slice(DE_PREFIX.length) || '/';
  if (LOCALE_PREFIXED.test(rest)) return null;
  const unprefixed = resolveRule(redirects, rest);
  if (!unprefixed) return null;
  const { location } = unprefixed;
  if (!location.startsWith('/') || LOCALE_PREFIXED.test(location)) return unprefixed;
  const prefixed = location === '/' ? DE_PREFIX : `${DE_PREFIX}${location}`;
  return guard({ ...unprefixed, location: prefixed }, normalize(pathname));
}

function resolveRule(redirects: readonly Redirect[], pathname: string): RedirectTarget | null {
  const path = normalize(pathname);
  const rawPath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { redirect: Redirect; prefixLength: number } | null = null;
  for (const redirect of redirects) {
    if (!redirect.from.endsWith(WILDCARD)) {
      if (normalize(redirect.from) === path) return guard(target(redirect, ''), path);
      continue;
    }
    const prefix = normalize(redirect.from.slice(0, -WILDCARD.length) || '/');
    const prefixLength = prefix === '/' ? 0 : prefix.length;
    const matches = prefixLength === 0 || path === prefix || path.startsWith(`${prefix}/`);
    if (matches && (!best || prefixLength > best.prefixLength)) best = { redirect, prefixLength };
  }
  if (!best) return null;
  // The tail keeps the visitor's spelling (slugs are case-sensitive further on).
  return guard(target(best.redirect, rawPath.slice(best.prefixLength)), path);
}

/** A rule that leads back to the same path would loop; treat it as no redirect. */
function guard(result: RedirectTarget, path: string): RedirectTarget | null {
  return normalize(result.location) === path ? null : result;
}

/**
 * The Location header of a redirect: a site path keeps the visitor's query string (unless the
 * rule's target has its own); an absolute URL leaves the site exactly as the rule gives it.
 */
export function redirectLocation(target: RedirectTarget, search: string): string {
  const keepsQuery = target.location.startsWith('/') && !target.location.includes('?');
  return keepsQuery ? `${target.location}${search}` : target.location;
}
