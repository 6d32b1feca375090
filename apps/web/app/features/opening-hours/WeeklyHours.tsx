import { formatHours } from '~/i18n/format-time';
import type { WeeklyRange } from './weekly-overview';
import styles from './OpeningHours.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import type { Weekday } from '~/time';

const EN_DASH = '\u2013';

/** The regular week as a description list: "Dienstag–Mittwoch  10–18 Uhr". */
export function WeeklyHours({ weekly }: { weekly: readonly WeeklyRange[] }) {
  const locale = useLocale();
  const t = useT('hours');
  const name = (day: Weekday) => t(`weekday.${day}`);
  return (
    <dl className={styles.weekly}>
      {weekly.map(({ from, to, hours }) => (
        <div key={from}>
          <dt>{from === to ? name(from) : `${name(from)}${EN_DASH}${name(to)}`}</dt>
          <dd>{hours ? formatHours(hours.opens, hours.closes, locale) : t('hours.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}
