import type { Route } from './+types/events';
import { getEvents } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import { programmeCalendarLinks } from '~/features/calendar-feed/programme-feed.server';
import {
  applyProgrammeFilter,
  defaultProgrammeFilter,
  paginate,
} from '~/features/programme-filters';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { screenMeta } from '~/site/page-meta';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { pageQuery, requestedPage } from '~/ui/pagination/page-links';
import { Pagination } from '~/ui/pagination/Pagination';
import { teaserSeasonClasses } from '~/features/season/season-class';
import { loadSeasons } from '~/features/season/seasons.server';
import { TeaserSection } from '~/ui/teaser/TeaserSection';
import { useT } from '~/i18n/react';
import { pageImages } from '~/ui/image/page-images';

const PAGE_SIZE = 12;

export async function loader({ url, request }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the page's own content, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('events', locale);
  const now = requestNow(request);
  const [events, seasons] = await Promise.all([getEvents(locale), loadSeasons()]);
  // The plain programme filter: what is not over yet, earliest first.
  const upcoming = applyProgrammeFilter(events, defaultProgrammeFilter, now);
  const pagination = paginate(upcoming.length, requestedPage(url.searchParams), PAGE_SIZE);
  const items = upcoming.slice(pagination.from, pagination.to);
  return pageImages({
    // Calendar apps find the programme feed here too.
    frame: {
      ...(await frame),
      feeds: programmeCalendarLinks(locale, defaultProgrammeFilter).feeds,
      switchQuery: pageQuery(pagination.page),
    },
    items,
    pagination,
    seasonClasses: teaserSeasonClasses(items, seasons, now),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const t = useT('list');
  const { frame, items, pagination, seasonClasses } = loaderData;
  return (
    <div>
      <PageTitle title={frame.title} intro={frame.description} />
      <TeaserSection
        id="events-upcoming"
        title={t('events.upcoming')}
        items={items}
        empty={t('events.empty')}
        seasonClasses={seasonClasses}
        priorityFirst={pagination.page === 1}
      />
      <Pagination pagination={pagination} />
    </div>
  );
}
