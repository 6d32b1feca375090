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

/** Letters and digits only, in lower case: "Eintritt frei!" and "eintritt frei" say the same. */
const words = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * An event's headline, unless it only says what a marker beside it says (an editor's headline
 * "Eintritt frei" on a free event would show those words twice).
 */
export function EventHeadline({
  headline,
  freeAdmission,
  className,
}: {
  headline: string | null;
  freeAdmission: boolean;
  className?: string;
}) {
  const t = useT('list');
  if (!headline?.trim()) return null;
  if (freeAdmission && words(headline) === words(t('event.freeAdmission'))) return null;
  return <p className={className}>{headline}</p>;
}
