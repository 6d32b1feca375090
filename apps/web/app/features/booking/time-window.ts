import { dateParts, isIsoDate } from '~/time';
import type { KeyOf, Translate } from '~/i18n/translate';

/** SPEC §5: bookable start times, inclusive, by month of the chosen date. */
export type TimeWindow = { earliest: string; latest: string };

const SUMMER: TimeWindow = { earliest: '09:15', latest: '15:30' };
const WINTER: TimeWindow = { earliest: '10:15', latest: '15:30' };

/** May to October 9:15–15:30, November to April 10:15–15:30; null for an unusable date. */
export function timeWindow(isoDate: string): TimeWindow | null {
  if (!isIsoDate(isoDate)) return null;
  const { month } = dateParts(isoDate);
  return month >= 5 && month <= 10 ? SUMMER : WINTER;
}

/** "09:15" → "9:15", as people write times. */
function short(time: string): string {
  return time.replace(/^0/, '');
}

/**
 * The hint beside the time field for the chosen date; without a usable date it names both
 * windows, so the visitor knows the rule before choosing.
 */
export function timeHint(isoDate: string | null, t: Translate<KeyOf<'booking'>>): string {
  const window = isoDate === null ? null : timeWindow(isoDate);
  if (window === null) return t('timeHintAny');
  return t('timeHint', { from: short(window.earliest), to: short(window.latest) });
}
