import { useT } from '~/i18n/react';
import { newsFeedPath, podcastFeedPath } from '~/site/feed-paths';
import { useLocale } from '~/site/use-locale';
import styles from './SubscribeLink.module.css';

/**
 * A visible link to one of the site's RSS feeds. A plain link (no JavaScript): the browser or
 * the visitor's feed reader takes it from there.
 */
export function SubscribeLink({ feed }: { feed: 'podcast' | 'news' }) {
  const t = useT('feeds');
  const locale = useLocale();
  const path = feed === 'podcast' ? podcastFeedPath(locale) : newsFeedPath(locale);
  // The news link's short text gets a longer accessible name that starts with it (WCAG 2.5.3).
  const label = feed === 'news' ? t('news.subscribeLabel') : undefined;
  return (
    <p className={styles.subscribe}>
      <a href={path} type="application/rss+xml" aria-label={label} className={styles.link}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className={styles.icon}>
          <circle cx="3" cy="13" r="2" />
          <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5h-2A6.5 6.5 0 0 0 1 8.5zM1 1.5A13.5 13.5 0 0 1 14.5 15h-2A11.5 11.5 0 0 0 1 3.5z" />
        </svg>
        {t(feed === 'podcast' ? 'podcast.subscribe' : 'news.subscribe')}
      </a>
    </p>
  );
}
