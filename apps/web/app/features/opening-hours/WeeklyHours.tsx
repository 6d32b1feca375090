import { useLocale } from '~/i18n/translate';
import { formatHours } from './format-hours';
import { openingHoursTranslator, weekdayNames } from './messages';
import type { WeeklyRange } from './weekly-overview';
import styles from './OpeningHours.module.css';

const EN_DASH = '\u2013';

/** The regular week as a description list: "Dienstag–Mittwoch  10–18 Uhr". */
export function WeeklyHours({ weekly }: { weekly: readonly WeeklyRange[] }) {
  const locale = useLocale();
  const t = openingHoursTranslator(locale);
  const names = weekdayNames[locale];
  return (
    <dl className={styles.weekly}>
      {weekly.map(({ from, to, hours }) => (
        <div key={from}>
          <dt>{from === to ? names[from] : `${names[from]}${EN_DASH}${names[to]}`}</dt>
          <dd>{hours ? formatHours(hours.opens, hours.closes, locale) : t('hours.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}
