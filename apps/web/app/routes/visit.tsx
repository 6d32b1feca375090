import type { Route } from './+types/visit';
import { getPages } from '~/content/index.server';
import { MuseumJsonLd } from '~/features/opening-hours/MuseumJsonLd';
import { loadMuseumLd } from '~/features/opening-hours/opening-hours.server';
import { fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { sectionScreens } from '~/site/page-screens';
import { href } from '~/site/paths';
import { requestLocale } from '~/site/route-helpers.server';
import { screenTitle } from '~/site/shell-data';
import { ListPage } from '~/ui/page/ListPage';

const section = 'visit';

/** The section's overview: its pages (content type page, section visit) in their order. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [pages, museumLd] = await Promise.all([
    getPages(locale, { section }),
    loadMuseumLd(request, locale),
  ]);
  const { overview, detail } = sectionScreens[section];
  return {
    frame: fixedFrame(overview ?? 'home', locale, screenTitle(overview ?? 'home', locale)),
    items: pages.map(({ title, slug }) => ({ title, path: href(detail, { slug }, locale) })),
    museumLd,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function SectionOverview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MuseumJsonLd data={loaderData.museumLd} />
      <ListPage title={loaderData.frame.title} items={loaderData.items} />
    </>
  );
}
