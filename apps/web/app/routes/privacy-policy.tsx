import type { Route } from './+types/privacy-policy';
import { getPage } from '~/content/index.server';
import { type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { privacyPolicySlug } from '~/site/page-screens';
import { found, requestLocale } from '~/site/route-helpers.server';
import { ArticlePage } from '~/ui/page/ArticlePage';
import { PageBlocks } from '~/ui/page/PageBlocks';

/** The privacy policy: the section-less page with the fixed slug of the page's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const page = await found(await getPage(privacyPolicySlug[locale], locale), request);
  const frame: PageFrame = {
    screen: 'privacyPolicy',
    locale,
    title: page.title,
    // Both languages have their own fixed path; a missing translation disables the switch.
    versions: Object.fromEntries(Object.keys(page.alternates).map((other) => [other, {}])),
    description: page.seo?.metaDescription ?? page.teaserText,
  };
  return { frame, intro: page.teaserText, blocks: page.blocks };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { frame, intro, blocks } = loaderData;
  return (
    <ArticlePage title={frame.title} intro={intro}>
      <PageBlocks blocks={blocks} />
    </ArticlePage>
  );
}
