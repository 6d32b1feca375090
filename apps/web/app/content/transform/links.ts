/**
 * The scheme check every address an editor enters passes before it reaches a page
 * (DESIGN principle 9): web addresses, mail and phone links, and paths of this site.
 * Anything else — javascript:, data:, vbscript:, protocol-relative "//host", "/\host" —
 * could run script or leave the site unseen, so it is refused here and never rendered.
 */

import { isMailbox } from '~/domain/mail-address';
import type { TransformContext } from '../strapi';

/** Schemes a link may use besides a site path. */
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
/** "/…" but not "//…" or "/\…", which browsers read as another host. */
const SITE_PATH = /^\/(?![/\\])/;
/** Browsers drop tabs and line breaks anywhere in an address ("java\nscript:"). */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
/** …and control characters and spaces at both ends. */
// eslint-disable-next-line no-control-regex -- control characters are what these patterns find
const OUTER_CONTROL = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex -- control characters are what these patterns find
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The address as a browser would read it, if it is one a page may link to; otherwise null. */
export function checkedUri(value: string): string | null {
  const uri = value.replace(TAB_OR_NEWLINE, '').replace(OUTER_CONTROL, '');
  if (uri === '' || CONTROL.test(uri)) return null;
  return SITE_PATH.test(uri) || SAFE_SCHEME.test(uri) ? uri : null;
}

/** Only web addresses and site paths: where a redirect may lead. */
export function checkedWebUri(value: string): string | null {
  const uri = checkedUri(value);
  return uri && (SITE_PATH.test(uri) || /^https?:/i.test(uri)) ? uri : null;
}

/**
 * A mail address an editor enters (contacts, the footer), rendered as "mailto:…": one mailbox,
 * the rule booking requests use too (app/domain/mail-address.ts) — no list, no "?bcc=", no
 * display name, nothing a mailto link could carry besides the address.
 */
export function checkedMailbox(value: string): string | null {
  const address = value.trim();
  return isMailbox(address) ? address : null;
}

/** A path of this site ("/…"), not an address elsewhere. */
export function isSitePath(uri: string): boolean {
  return SITE_PATH.test(uri);
}

/**
 * An optional address field: checked, and reported and left out (null) when refused, so the
 * rest of its block still shows.
 */
export function toCheckedUri(
  value: string | null,
  ctx: TransformContext,
  where: string,
  check: (value: string) => string | null = checkedUri,
): string | null {
  if (value === null) return null;
  const uri = check(value);
  if (uri === null)
    ctx.report({ where, message: `address refused: ${JSON.stringify(value.slice(0, 100))}` });
  return uri;
}
