import { formatHours } from '~/i18n/format-time';
import type { OpeningState as OpeningStateValue } from './opening-state';
import styles from './OpeningHours.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

/**
 * Today's state (SPEC §4): closed when there is no entry for today, otherwise open with the
 * time range ("Heute geöffnet 10–18 Uhr" / "Open today 10 am–6 pm").
 */
export function OpeningState({
  state,
  className,
}: {
  state: OpeningStateValue;
  className?: string;
}) {
  const locale = useLocale();
  const t = useT('hours');
  return (
    <p className={[styles.state, className].filter(Boolean).join(' ')}>
      {state.open ? (
        <>
          <span className={styles.stateLabel}>{t('hours.openToday')}</span>{' '}
          <span>{formatHours(state.opens, state.closes, locale)}</span>
        </>
      ) : (
        <span className={styles.stateLabel}>{t('hours.closedToday')}</span>
      )}
    </p>
  );
}
