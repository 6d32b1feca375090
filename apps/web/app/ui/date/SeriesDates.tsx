import { formatCalendarDate } from '~/i18n/format-date';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { ItemDate } from './ItemDate';
import styles from './SeriesDates.module.css';

/** One date of a recurring event as its detail page lists it. */
export type SeriesDate = {
  /** ISO instants. */
  start: string;
  end: string | null;
  allDay: boolean;
  cancelled: boolean;
  /** Moved: the Berlin date the series gave for it. */
  movedFrom: string | null;
  /** The editors' note in the page's language. */
  note: string | null;
};

/**
 * The next dates of a recurring event: a cancelled one struck through and said in words (not
 * by the line alone), a moved one with the date it replaces, each with the editors' note.
 */
export function SeriesDates({
  dates,
  rule = null,
  className,
}: {
  dates: SeriesDate[];
  /** The rule in words ("Jeden Samstag, bis …"). */
  rule?: string | null;
  className?: string;
}) {
  const t = useT('list');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="series-dates"
      className={[styles.dates, className].filter(Boolean).join(' ')}
    >
      <h2 id="series-dates" className={styles.heading}>
        {t('event.series.heading')}
      </h2>
      {rule ? <p className={styles.rule}>{rule}</p> : null}
      {dates.length === 0 ? (
        <p>{t('event.series.none')}</p>
      ) : (
        <ul className={styles.list}>
          {dates.map((date) => {
            const when = (
              <ItemDate
                item={{
                  startDate: date.start,
                  endDate: date.end,
                  allDay: date.allDay,
                  dateTimeOverride: null,
                }}
              />
            );
            return (
              <li key={date.start} className={date.cancelled ? styles.cancelled : undefined}>
                {date.cancelled ? (
                  <>
                    <del>{when}</del>{' '}
                    <strong className={styles.marker}>{t('event.status.cancelled')}</strong>
                  </>
                ) : (
                  when
                )}
                {date.movedFrom ? (
                  <span className={styles.detail}>
                    {' '}
                    {t('event.series.moved', {
                      date: formatCalendarDate(date.movedFrom, locale, { weekday: true }),
                    })}
                  </span>
                ) : null}
                {date.note ? <span className={styles.detail}> – {date.note}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
