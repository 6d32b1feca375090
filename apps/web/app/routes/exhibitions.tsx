import type { Route } from './+types/exhibitions';
import { getExhibitions } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { screenMeta } from '~/site/page-meta';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { pageQuery, requestedPage } from '~/ui/pagination/page-links';
import { Pagination } from '~/ui/pagination/Pagination';
import { exhibitionsListPage, groupByPhase } from '~/features/exhibitions/exhibition-phase';
import { teaserSeasonClasses } from '~/features/season/season-class';
import { loadSeasons } from '~/features/season/seasons.server';
import { TeaserSection } from '~/ui/teaser/TeaserSection';
import { useT } from '~/i18n/react';
import { pageImages } from '~/ui/image/page-images';

/** Past exhibitions per page of the review; current and upcoming ones are always few. */
const PAST_PAGE_SIZE = 12;

export async function loader({ url, request }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the page's own content, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('exhibitions', locale);
  const now = requestNow(request);
  const [exhibitions, seasons] = await Promise.all([getExhibitions(locale), loadSeasons()]);
  const { groups, pagination } = exhibitionsListPage(
    groupByPhase(exhibitions, now),
    requestedPage(url.searchParams),
    PAST_PAGE_SIZE,
  );
  return pageImages({
    frame: { ...(await frame), switchQuery: pageQuery(pagination.page) },
    groups,
    pagination,
    seasonClasses: teaserSeasonClasses(Object.values(groups).flat(), seasons, now),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

const sections = {
  current: { title: 'exhibitions.current', empty: 'exhibitions.currentEmpty' },
  upcoming: { title: 'exhibitions.upcoming', empty: 'exhibitions.upcomingEmpty' },
  past: { title: 'exhibitions.past', empty: 'exhibitions.pastEmpty' },
} as const;

export default function Exhibitions({ loaderData }: Route.ComponentProps) {
  const t = useT('list');
  const { frame, groups, pagination, seasonClasses } = loaderData;
  // Further pages of the review show only the past exhibitions.
  const phases =
    pagination.page === 1 ? (['current', 'upcoming', 'past'] as const) : (['past'] as const);
  return (
    <div>
      <PageTitle title={frame.title} intro={frame.description} />
      {phases.map((phase, index) => (
        <TeaserSection
          key={phase}
          id={`exhibitions-${phase}`}
          title={t(sections[phase].title)}
          items={groups[phase]}
          empty={t(sections[phase].empty)}
          seasonClasses={seasonClasses}
          priorityFirst={index === 0}
        />
      ))}
      <Pagination pagination={pagination} />
    </div>
  );
}
