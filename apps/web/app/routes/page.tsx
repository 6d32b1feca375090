import type { Route } from './+types/page';
import { getPage } from '~/content/index.server';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { sectionScreens } from '~/site/page-screens';
import { found, notFound, requestLocale } from '~/site/route-helpers.server';
import { ArticlePage } from '~/ui/page/ArticlePage';
import { PageBlocks } from '~/ui/page/PageBlocks';

const section = 'none';

/** A generic page (section none); pages of other sections have their canonical URL elsewhere: 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const page = await found(await getPage(params.slug, locale), request);
  if (page.section !== section) return notFound(request);
  const frame: PageFrame = {
    screen: sectionScreens[section].detail,
    locale,
    title: page.title,
    versions: slugVersions(page.alternates),
    description: page.seo?.metaDescription ?? page.teaserText,
  };
  return { frame, intro: page.teaserText, blocks: page.blocks };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function SectionPage({ loaderData }: Route.ComponentProps) {
  const { frame, intro, blocks } = loaderData;
  return (
    <ArticlePage title={frame.title} intro={intro}>
      <PageBlocks blocks={blocks} />
    </ArticlePage>
  );
}
