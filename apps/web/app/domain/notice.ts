/**
 * An urgent notice (CMS collection notice): a short text shown on every page from `startsAt`
 * until `endsAt` (instants; editors enter them in Berlin time), in the page's language.
 */
export const noticeSeverities = ['info', 'warning'] as const;
export type NoticeSeverity = (typeof noticeSeverities)[number];

export interface Notice {
  /** The CMS document (the same in both languages). */
  id: string;
  text: string;
  severity: NoticeSeverity;
  /** ISO instants; `startsAt` is before `endsAt`. */
  startsAt: string;
  endsAt: string;
  /** A scheme-checked address (a site path, http(s), mailto, tel) and its text, or null. */
  link: { href: string; label: string | null } | null;
}
