import { useEffect, useState } from 'react';
import { useT } from '~/i18n/react';
import type { Notice } from '~/domain/notice';
import styles from './UrgentNotices.module.css';

/** Timers further ahead than this are not set (setTimeout's limit is about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The notices the server found shown now (notice-window.ts), on every page under the header: a
 * labelled region screen readers find among the landmarks, not an alert (it neither takes the
 * focus nor interrupts). Rendered by the server, so it is there without JavaScript and the page
 * below it does not move. With JavaScript a notice also goes when its end passes while the page
 * stays open (navigation in the page keeps the shell's data, root.tsx).
 */
export function UrgentNotices({ notices }: { notices: readonly Notice[] | undefined }) {
  const t = useT('common');
  const [ended, setEnded] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!notices || notices.length === 0) return;
    const timers = notices.map((notice) => {
      const delay = Date.parse(notice.endsAt) - Date.now();
      if (delay > LONGEST_TIMER_MS) return undefined;
      return setTimeout(
        () => setEnded((before) => new Set([...before, notice.id])),
        Math.max(0, delay),
      );
    });
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, [notices]);
  const shown = (notices ?? []).filter((notice) => !ended.has(notice.id));
  if (shown.length === 0) return null;
  return (
    <section
      className={styles.notices}
      aria-label={t(shown.length > 1 ? 'notice.regionMany' : 'notice.region')}
      data-urgent-notices=""
    >
      {shown.map((notice) => (
        <div key={notice.id} className={`${styles.notice} ${styles[notice.severity]}`}>
          <div className={styles.column}>
            <p className={styles.text}>
              <strong className={styles.kind}>
                {t(notice.severity === 'warning' ? 'notice.warning' : 'notice.info')}
              </strong>{' '}
              {notice.text}
              {notice.link && (
                <>
                  {' '}
                  <a href={notice.link.href} className={styles.link}>
                    {notice.link.label ?? t('notice.more')}
                  </a>
                </>
              )}
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
