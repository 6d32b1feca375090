import type { Locale } from '~/domain/locale';
import { formatCalendarDate } from '~/i18n/format-date';
import { formatHours, formatTime } from '~/i18n/format-time';
import { useT } from '~/i18n/react';
import type { KeyOf, Translate } from '~/i18n/translate';
import { useLocale } from '~/site/use-locale';
import { addDays } from '~/time';
import type { NextOpening } from './next-opening';
import type { OpeningHoursSummary } from './weekly-overview';
import styles from './OpeningHours.module.css';

/** "morgen ab 10 Uhr" / "tomorrow from 10 am", or the weekday and date further ahead. */
export function nextOpeningText(
  next: NextOpening,
  today: string,
  locale: Locale,
  t: Translate<KeyOf<'hours'>>,
): string {
  const time = formatTime(next.hours.opens, locale);
  if (next.date === addDays(today, 1)) return t('hours.nextTomorrow', { time });
  const date = formatCalendarDate(next.date, locale, { weekday: true, year: false });
  return t('hours.nextOn', { date, time });
}

/**
 * Today's state for the first screen of the home and the hours page: "Heute geöffnet 10–18 Uhr",
 * changed hours with the editors' reason ("Heute geöffnet 12–18 Uhr (2. Weihnachtstag)"), a
 * closed day with the next opening ("Heute geschlossen – morgen ab 10 Uhr").
 */
export function TodayStatus({
  summary,
  className,
}: {
  summary: OpeningHoursSummary;
  className?: string;
}) {
  const locale = useLocale();
  const t = useT('hours');
  const { today, date, next } = summary;
  const change = summary.changes.find((candidate) => candidate.date === date);
  const reason = change?.label?.[locale].trim();
  return (
    <p className={[styles.state, className].filter(Boolean).join(' ')} data-today-state="">
      <span className={styles.stateLabel}>
        {today.open ? t('hours.openToday') : t('hours.closedToday')}
      </span>
      {today.open ? ` ${formatHours(today.opens, today.closes, locale)}` : null}
      {reason ? ` ${t('hours.reason', { reason })}` : null}
      {!today.open && next ? ` – ${nextOpeningText(next, date, locale, t)}` : null}
    </p>
  );
}
