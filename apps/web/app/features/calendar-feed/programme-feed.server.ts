import type { Locale } from '~/domain/locale';
import { tableTranslator } from '~/i18n/translate';
import type { ProgrammeFilter } from '~/features/programme-filters';
import type { FeedLink } from '~/site/page-frame';
import { siteOrigin } from '~/site-origin.server';
import {
  exhibitionSubscription,
  programmeFeedLink,
  programmeSubscription,
  type ProgrammeSubscription,
} from './feed-links';
import { calendarFeedMessages } from './messages';

/** A programme page's subscription links and the head link advertising the same feed. */
export function programmeCalendarLinks(
  locale: Locale,
  filter: ProgrammeFilter,
): { subscription: ProgrammeSubscription; feeds: FeedLink[] } {
  const subscription = programmeSubscription(locale, filter, siteOrigin().origin);
  const title = tableTranslator(calendarFeedMessages, locale)('feed.title');
  return { subscription, feeds: [programmeFeedLink(subscription.path, title)] };
}

/** An exhibition page's subscription to its events and the head link advertising it. */
export function exhibitionCalendarLinks(
  locale: Locale,
  exhibition: { slug: string; title: string },
): { subscription: ProgrammeSubscription; feeds: FeedLink[] } {
  const subscription = exhibitionSubscription(locale, exhibition.slug, siteOrigin().origin);
  const title = tableTranslator(calendarFeedMessages, locale)('feed.exhibitionTitle', {
    title: exhibition.title,
  });
  return { subscription, feeds: [programmeFeedLink(subscription.path, title)] };
}
