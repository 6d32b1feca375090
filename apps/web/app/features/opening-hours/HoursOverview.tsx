import { useId } from 'react';
import { formatHours } from '~/i18n/format-time';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { weekdayOf } from '~/time';
import { ANNOUNCED_DAYS } from './hours-changes';
import { HoursChanges } from './HoursChanges';
import { TodayStatus } from './TodayStatus';
import type { DayHours } from './types';
import { weekdayRows, type OpeningHoursSummary } from './weekly-overview';
import styles from './OpeningHours.module.css';

/**
 * The facts of the hours page, before anything else on it: today's state, the regular week
 * with today's weekday marked (visibly and as aria-current="date") and the closures and
 * changed hours of the next ANNOUNCED_DAYS days, or that there are none.
 */
export function HoursOverview({
  summary,
  className,
}: {
  summary: OpeningHoursSummary;
  className?: string;
}) {
  const locale = useLocale();
  const t = useT('hours');
  const titleId = useId();
  const weekId = useId();
  const todayWeekday = weekdayOf(summary.date);
  const hoursText = (hours: DayHours | null) =>
    hours ? formatHours(hours.opens, hours.closes, locale) : t('hours.closed');
  // Today's row says what holds today when an exception changes it, and the usual hours after.
  const todayChange = summary.changes.find((change) => change.date === summary.date);
  const todayReason = todayChange?.label?.[locale].trim();
  return (
    <section
      className={[styles.overview, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-hours-overview=""
    >
      <h2 id={titleId} className={styles.overviewTitle}>
        {t('hours.title')}
      </h2>
      <TodayStatus summary={summary} />
      <h3 id={weekId} className={styles.changesTitle}>
        {t('hours.weekTitle')}
      </h3>
      <table className={styles.week} aria-labelledby={weekId}>
        <tbody>
          {weekdayRows(summary.weekly).map(({ weekday, hours }) => {
            const isToday = weekday === todayWeekday;
            return (
              <tr
                key={weekday}
                aria-current={isToday ? 'date' : undefined}
                className={isToday ? styles.weekToday : undefined}
              >
                <th scope="row">
                  {t(`weekday.${weekday}`)}
                  {isToday ? (
                    <>
                      {' '}
                      <span className={styles.todayMark}>{t('hours.todayMark')}</span>
                    </>
                  ) : null}
                </th>
                <td>
                  {isToday && todayChange ? (
                    <>
                      {hoursText(todayChange.hours)}
                      {todayReason ? (
                        <>
                          {' '}
                          <span className={styles.usually}>
                            {t('hours.reason', { reason: todayReason })}
                          </span>
                        </>
                      ) : null}{' '}
                      <span className={styles.usually}>
                        {t('hours.usually', { hours: hoursText(hours) })}
                      </span>
                    </>
                  ) : (
                    hoursText(hours)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {summary.changes.length > 0 ? (
        <HoursChanges changes={summary.changes} heading="h3" />
      ) : (
        <p className={styles.noChanges}>{t('hours.noChanges', { days: ANNOUNCED_DAYS })}</p>
      )}
    </section>
  );
}
