import { useId } from 'react';
import { HoursChanges } from './HoursChanges';
import { OpeningState } from './OpeningState';
import type { OpeningHoursSummary } from './weekly-overview';
import { WeeklyHours } from './WeeklyHours';
import styles from './OpeningHours.module.css';
import { useT } from '~/i18n/react';

/**
 * Opening hours for the site footer: today's state, the closures and changed hours of the coming
 * days and the regular week. Fed by
 * loadOpeningHoursSummary() in a loader; renders nothing when the hours could not be loaded
 * (SPEC §8: no hours rather than wrong ones).
 */
export function FooterOpeningHours({
  summary,
  className,
}: {
  summary: OpeningHoursSummary | null;
  className?: string;
}) {
  const titleId = useId();
  const t = useT('hours');
  if (!summary) return null;
  return (
    <section
      className={[styles.hours, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-opening-hours=""
    >
      <h2 id={titleId} className={styles.title}>
        {t('hours.title')}
      </h2>
      <OpeningState state={summary.today} />
      <HoursChanges changes={summary.changes} />
      <WeeklyHours weekly={summary.weekly} />
    </section>
  );
}
