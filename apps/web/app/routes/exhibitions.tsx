import type { Route } from './+types/exhibitions';
import { getExhibitions } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import { overviewFrame } from '~/site/overview-frame.server';
import { screenMeta } from '~/site/page-meta';
import { requestLocale } from '~/site/route-helpers.server';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { groupByPhase } from '~/ui/teaser/exhibition-phase';
import { useListTranslate } from '~/ui/teaser/messages';
import { teaserSeasonClasses } from '~/ui/teaser/season-class';
import { loadSeasons } from '~/ui/teaser/seasons.server';
import { TeaserSection } from '~/ui/teaser/TeaserSection';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const now = requestNow(request);
  const [exhibitions, seasons] = await Promise.all([getExhibitions(locale), loadSeasons()]);
  return {
    frame: overviewFrame('exhibitions', locale),
    groups: groupByPhase(exhibitions, now),
    seasonClasses: teaserSeasonClasses(exhibitions, seasons, now),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Exhibitions({ loaderData }: Route.ComponentProps) {
  const t = useListTranslate();
  const { frame, groups, seasonClasses } = loaderData;
  return (
    <div>
      <PageTitle title={frame.title} intro={frame.description} />
      <TeaserSection
        id="exhibitions-current"
        title={t('exhibitions.current')}
        items={groups.current}
        empty={t('exhibitions.currentEmpty')}
        seasonClasses={seasonClasses}
        priorityFirst
      />
      <TeaserSection
        id="exhibitions-upcoming"
        title={t('exhibitions.upcoming')}
        items={groups.upcoming}
        empty={t('exhibitions.upcomingEmpty')}
        seasonClasses={seasonClasses}
      />
      <TeaserSection
        id="exhibitions-past"
        title={t('exhibitions.past')}
        items={groups.past}
        empty={t('exhibitions.pastEmpty')}
        seasonClasses={seasonClasses}
      />
    </div>
  );
}
