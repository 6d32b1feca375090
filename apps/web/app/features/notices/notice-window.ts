/**
 * When an urgent notice shows (issue 43, item 9): from its start (included) until its end
 * (excluded). Both are instants, entered by editors in Berlin time (the CMS's date-time field
 * stores the instant), so the window needs no calendar arithmetic and is right across the DST
 * changes. Pure; the tests fix the clock.
 */
import type { Notice } from '~/domain/notice';

const at = (iso: string) => Date.parse(iso);

/** Whether the notice shows at `now`. */
export function isShown(notice: Pick<Notice, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const time = now.getTime();
  return at(notice.startsAt) <= time && time < at(notice.endsAt);
}

/** The notices that show at `now`, warnings first, then by start (the CMS's order). */
export function shownNotices(notices: readonly Notice[], now: Date): Notice[] {
  const shown = notices.filter((notice) => isShown(notice, now));
  return [
    ...shown.filter((notice) => notice.severity === 'warning'),
    ...shown.filter((notice) => notice.severity !== 'warning'),
  ];
}

/**
 * The next instant after `now` at which what shows changes (a notice starts or ends), or null
 * when none will: a page rendered now is out of date from then on, so no cache may keep it
 * beyond that (shared-cache.server.ts).
 */
export function nextNoticeChange(notices: readonly Notice[], now: Date): Date | null {
  const time = now.getTime();
  let next = Infinity;
  for (const notice of notices) {
    for (const edge of [at(notice.startsAt), at(notice.endsAt)]) {
      if (edge > time && edge < next) next = edge;
    }
  }
  return Number.isFinite(next) ? new Date(next) : null;
}
