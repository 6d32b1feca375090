/** How an exhibition's dates read: the shared rule of lists, detail pages and search. */

/**
 * An exhibition without an end date runs on: a permanent one is the collection on show (its
 * dates read "seit 2012"), any other is open-ended ("ab 11. Oktober 2026"). With an end date it
 * has a range; null then. Never its opening day alone, as if it were a one-day event.
 */
export type OpenRun = 'permanent' | 'open-ended';

export function openRunOf(item: {
  contentType?: string | null;
  type?: string | null;
  endDate?: string | null;
}): OpenRun | null {
  if (item.contentType !== 'exhibition' || item.endDate) return null;
  return item.type === 'permanent' ? 'permanent' : 'open-ended';
}
