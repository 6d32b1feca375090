import type { EventStatus } from '~/domain/types';
import { useT } from '~/i18n/react';
import styles from './EventMarkers.module.css';

/**
 * What a visitor must know before coming: a cancelled or postponed date, and free admission.
 * Text, not colour alone, so that it is read out and survives forced colours.
 */
export function EventMarkers({
  status,
  freeAdmission = false,
  className,
}: {
  status: EventStatus;
  freeAdmission?: boolean;
  className?: string;
}) {
  const t = useT('list');
  const markers = [
    status === 'cancelled' ? (
      <strong key="status" className={styles.cancelled}>
        {t('event.status.cancelled')}
      </strong>
    ) : null,
    status === 'postponed' ? (
      <strong key="status" className={styles.postponed}>
        {t('event.status.postponed')}
      </strong>
    ) : null,
    freeAdmission ? (
      <strong key="free" className={styles.free}>
        {t('event.freeAdmission')}
      </strong>
    ) : null,
  ].filter(Boolean);
  if (markers.length === 0) return null;
  return <p className={[styles.markers, className].filter(Boolean).join(' ')}>{markers}</p>;
}
