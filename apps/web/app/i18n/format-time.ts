/** Clock times as the site writes them, per locale (opening hours, events, booking requests). */
import { parseClockTime, type ClockTime } from '~/time';
import type { Locale } from '../domain/locale';

const EN_DASH = '\u2013';

function germanTime({ hour, minute }: ClockTime): string {
  return minute === 0 ? String(hour) : `${hour}:${String(minute).padStart(2, '0')}`;
}

function englishTime({ hour, minute }: ClockTime): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'am' : 'pm';
  const clock = minute === 0 ? String(hour12) : `${hour12}:${String(minute).padStart(2, '0')}`;
  return `${clock} ${suffix}`;
}

/**
 * Opening hours as the site writes them (SPEC §9): German 24 h with "Uhr" ("10–18 Uhr",
 * "10:30–18 Uhr"), English 12 h ("10 am–6 pm"); minutes only when not zero.
 * Returns "" when a time cannot be read, so a broken CMS value never shows as "NaN".
 */
export function formatHours(opens: string, closes: string, locale: Locale): string {
  const from = parseClockTime(opens);
  const to = parseClockTime(closes);
  if (!from || !to) return '';
  if (locale === 'de') return `${germanTime(from)}${EN_DASH}${germanTime(to)} Uhr`;
  return `${englishTime(from)}${EN_DASH}${englishTime(to)}`;
}

/** A single time the same way: "15 Uhr", "15:30 Uhr"; "3 pm", "3:30 pm". */
export function formatTime(time: string, locale: Locale): string {
  const clock = parseClockTime(time);
  if (!clock) return '';
  return locale === 'de' ? `${germanTime(clock)} Uhr` : englishTime(clock);
}

/** A requested time with its minutes always shown: "10:00 Uhr", "10:00 am"; unreadable text stays. */
export function formatBookingTime(time: string, locale: Locale): string {
  const clock = parseClockTime(time);
  if (!clock) return time;
  const minutes = String(clock.minute).padStart(2, '0');
  if (locale === 'de') return `${clock.hour}:${minutes} Uhr`;
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return `${hour12}:${minutes} ${clock.hour < 12 ? 'am' : 'pm'}`;
}
