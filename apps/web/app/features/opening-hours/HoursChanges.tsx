import { useId } from 'react';
import type { Locale } from '~/domain/locale';
import { formatCalendarDate } from '~/i18n/format-date';
import { formatHours } from '~/i18n/format-time';
import { useT } from '~/i18n/react';
import type { Translate, KeyOf } from '~/i18n/translate';
import { useLocale } from '~/site/use-locale';
import type { HoursChange } from './hours-changes';
import styles from './OpeningHours.module.css';

/**
 * One change in words: "Geschlossen am Mittwoch, 2. Dezember (Betriebsversammlung)" /
 * "Closed on Wednesday, December 2 (Staff meeting)", or the other hours of an open day.
 */
export function changeText(
  change: HoursChange,
  locale: Locale,
  t: Translate<KeyOf<'hours'>>,
): string {
  const date = formatCalendarDate(change.date, locale, { weekday: true, year: false });
  const text = change.hours
    ? t('hours.openOn', {
        date,
        hours: formatHours(change.hours.opens, change.hours.closes, locale),
      })
    : t('hours.closedOn', { date });
  const reason = change.label?.[locale].trim();
  return reason ? t('hours.changeReason', { change: text, reason }) : text;
}

/**
 * Closures and changed hours of the coming days (hours-changes.ts) as a titled list, where
 * opening hours are shown; nothing when the coming days keep the regular hours.
 */
export function HoursChanges({
  changes,
  heading: Heading = 'h3',
  notice = false,
}: {
  changes: readonly HoursChange[] | undefined;
  /** The level below the section the list sits in. */
  heading?: 'h2' | 'h3';
  /** Set off as a notice box in a page's main content (the footer shows it plainly). */
  notice?: boolean;
}) {
  const locale = useLocale();
  const t = useT('hours');
  const titleId = useId();
  if (!changes || changes.length === 0) return null;
  const list = (
    <>
      <Heading id={titleId} className={styles.changesTitle}>
        {t('hours.changesTitle')}
      </Heading>
      <ul className={styles.changesList}>
        {changes.map((change) => (
          <li key={change.date}>{changeText(change, locale, t)}</li>
        ))}
      </ul>
    </>
  );
  // In a page's content a region of its own, to be found among the landmarks; in the footer a
  // part of the opening-hours region, under its own heading.
  return notice ? (
    <section
      className={`${styles.changes} ${styles.notice}`}
      aria-labelledby={titleId}
      data-hours-changes=""
    >
      {list}
    </section>
  ) : (
    <div className={styles.changes} data-hours-changes="">
      {list}
    </div>
  );
}
