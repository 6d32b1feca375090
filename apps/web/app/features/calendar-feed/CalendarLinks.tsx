import { useT } from '~/i18n/react';
import { buttonClass } from '~/ui/button/Button';
import type { ProgrammeSubscription } from './feed-links';
import styles from './CalendarLinks.module.css';

/*
 * Plain links, not router links: the files are served beside the app (server/calendar-feeds.ts),
 * and a calendar app or the browser's download takes over from there.
 */

/** "Add to calendar": the event as a .ics file. */
export function AddToCalendarLink({ path }: { path: string }) {
  const t = useT('calendar');
  return (
    <p className={styles.links}>
      <a
        href={path}
        download
        type="text/calendar"
        className={buttonClass({ variant: 'secondary' })}
        aria-describedby="add-to-calendar-hint"
      >
        {t('link.addEvent')}
      </a>
      <span id="add-to-calendar-hint" className={styles.hint}>
        {t('link.addEventHint')}
      </span>
    </p>
  );
}

/** What the subscription is to: the programme page's selection or one exhibition's events. */
const subscribeTexts = {
  programme: { link: 'link.subscribe', hint: 'link.subscribeHint' },
  exhibition: { link: 'link.subscribeExhibition', hint: 'link.subscribeExhibitionHint' },
} as const;

/** "Subscribe to the programme" (or to an exhibition's events), as a feed and as webcal://. */
export function SubscribeLinks({
  subscription,
  of = 'programme',
}: {
  subscription: ProgrammeSubscription;
  of?: keyof typeof subscribeTexts;
}) {
  const t = useT('calendar');
  const texts = subscribeTexts[of];
  return (
    <div className={styles.subscribe}>
      <p className={styles.links}>
        <a
          href={subscription.path}
          type="text/calendar"
          className={buttonClass({ variant: 'secondary' })}
          aria-describedby="subscribe-hint"
        >
          {t(texts.link)}
        </a>
        <a href={subscription.webcal} className={styles.webcal}>
          {t('link.subscribeWebcal')}
        </a>
      </p>
      <p id="subscribe-hint" className={styles.hint}>
        {t(texts.hint)}
      </p>
    </div>
  );
}
