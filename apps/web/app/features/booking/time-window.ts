import { dateParts, formatClockTime, isIsoDate, minutesOfDay, parseClockTime } from '~/time';
import type { OfferBookingRules } from '~/domain/types';
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

type Narrowing = Pick<OfferBookingRules, 'earliest' | 'latest'>;

const minutes = (time: string | null) => {
  const clock = parseClockTime(time);
  return clock ? minutesOfDay(clock) : null;
};

/** A season's window narrowed by an offer (it may only narrow it); null when nothing is left. */
function narrowed(window: TimeWindow, offer: Narrowing | null | undefined): TimeWindow | null {
  const from = Math.max(minutes(window.earliest)!, minutes(offer?.earliest ?? null) ?? 0);
  const to = Math.min(minutes(window.latest)!, minutes(offer?.latest ?? null) ?? 24 * 60);
  if (from > to) return null;
  const clock = (total: number) =>
    formatClockTime({ hour: Math.floor(total / 60), minute: total % 60 });
  return { earliest: clock(from), latest: clock(to) };
}

/** The start times of an offer on a date: the season's window, narrowed by the offer. */
export function offerWindow(
  isoDate: string,
  offer: Narrowing | null | undefined,
): TimeWindow | null {
  const window = timeWindow(isoDate);
  return window ? narrowed(window, offer) : null;
}

/** "09:15" → "9:15", as people write times. */
function short(time: string): string {
  return time.replace(/^0/, '');
}

/**
 * The hint beside the time field for the chosen date; without a usable date it names both
 * windows, so the visitor knows the rule before choosing.
 */
export function timeHint(
  isoDate: string | null,
  t: Translate<KeyOf<'booking'>>,
  offer?: Narrowing | null,
): string {
  if (isoDate === null || timeWindow(isoDate) === null) {
    if (!offer?.earliest && !offer?.latest) return t('timeHintAny');
    const summer = narrowed(SUMMER, offer);
    const winter = narrowed(WINTER, offer);
    if (summer && winter && summer.earliest === winter.earliest)
      return t('timeHint', { from: short(summer.earliest), to: short(summer.latest) });
    if (summer && winter)
      return t('timeHintSeasons', {
        summerFrom: short(summer.earliest),
        summerTo: short(summer.latest),
        winterFrom: short(winter.earliest),
        winterTo: short(winter.latest),
      });
    const only = summer ?? winter;
    if (!only) return t('timeHintAny');
    return t(summer ? 'timeHintSummerOnly' : 'timeHintWinterOnly', {
      from: short(only.earliest),
      to: short(only.latest),
    });
  }
  const window = offerWindow(isoDate, offer);
  if (window === null) return t('timeNone');
  return t('timeHint', { from: short(window.earliest), to: short(window.latest) });
}
