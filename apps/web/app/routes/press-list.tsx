import type { Route } from './+types/press-list';
import { getPressReleases } from '~/content/index.server';
import type { PressTeaser } from '~/domain/types';
import { newsFeedLink } from '~/features/feeds/feed-links';
import { SubscribeLink } from '~/features/feeds/SubscribeLink';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { screenMeta } from '~/site/page-meta';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { TeaserGrid } from '~/ui/teaser/TeaserGrid';
import styles from '~/ui/content-screens/ContentPage.module.css';
import { useT } from '~/i18n/react';
import { pageImages } from '~/ui/image/page-images';

/** Newest first; ISO dates compare as text. Undated entries go last. */
const newestFirst = (a: PressTeaser, b: PressTeaser) =>
  (b.startDate ?? '').localeCompare(a.startDate ?? '');

export async function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the page's own content, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('pressList', locale);
  const entries = [...(await getPressReleases(locale))].sort(newestFirst);
  return pageImages({
    frame: { ...(await frame), feeds: [newsFeedLink(locale)] },
    releases: entries.filter((entry) => entry.type === 'release'),
    kits: entries.filter((entry) => entry.type === 'kit'),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function PressList({ loaderData }: Route.ComponentProps) {
  const t = useT('screens');
  const { frame, releases, kits } = loaderData;
  return (
    <div className={styles.wide}>
      <PageTitle title={frame.title} intro={frame.description} />
      <section aria-labelledby="press-releases">
        <h2 id="press-releases">{t('press.releases')}</h2>
        <TeaserGrid items={releases} empty={t('press.releasesEmpty')} priorityFirst />
        <SubscribeLink feed="news" />
      </section>
      <section aria-labelledby="press-kits">
        <h2 id="press-kits">{t('press.kits')}</h2>
        <TeaserGrid items={kits} empty={t('press.kitsEmpty')} />
      </section>
    </div>
  );
}
