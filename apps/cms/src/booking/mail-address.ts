// What the site and the CMS accept as a visitor's email address: one mailbox, "local@domain",
// and nothing else — no list ("a@b.de,c@d.de"), no display name ("Ada <a@b.de>"), no comment,
// no quoted local part, no space or control character. The site's booking form
// (apps/web/app/domain/mail-address.ts re-exports this file) and the CMS's booking-request
// model (request-rules.ts) both use this one rule, so neither acknowledges an address the other
// refuses. It is a subset of what an HTML email field and Strapi's `email` attribute accept, so
// Strapi's own check never refuses an address that passed here. No dependencies: the site runs
// it in the browser too. Plain ASCII only: internationalised addresses would need SMTPUTF8 and
// are refused by Strapi's check as well. docs/decisions/0035.

/** RFC 5321: at most 254 characters in a forward path (256 with its angle brackets). */
export const MAILBOX_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

/** RFC 5322 dot-atom: atext characters, single dots between them, none at either end. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*$`);
/** A host name label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** A top-level domain: letters (or its ASCII form "xn--…"), never only digits. */
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Whether `value` (already trimmed) is exactly one mailbox the museum may write to. */
export function isMailbox(value: string): boolean {
  if (value.length > MAILBOX_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= LOCAL_MAX_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1] ?? '')
  );
}
