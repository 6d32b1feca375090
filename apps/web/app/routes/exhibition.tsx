import type { Route } from './+types/exhibition';
import { getExhibition } from '~/content/index.server';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { found, requestLocale } from '~/site/route-helpers.server';
import { ArticlePage } from '~/ui/page/ArticlePage';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const item = await found(await getExhibition(params.slug, locale), request);
  const frame: PageFrame = {
    screen: 'exhibition',
    locale,
    title: item.title,
    versions: slugVersions(item.alternates),
    description: item.seo?.metaDescription ?? item.teaserText,
  };
  return { frame, intro: item.teaserText, body: item.body };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Exhibition({ loaderData }: Route.ComponentProps) {
  const { frame, intro, body } = loaderData;
  return <ArticlePage title={frame.title} intro={intro} body={body} />;
}
