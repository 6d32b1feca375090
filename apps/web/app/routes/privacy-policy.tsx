import type { Route } from './+types/privacy-policy';
import { getPage } from '~/content/index.server';
import { screenMeta } from '~/site/page-meta';
import { privacyPolicySlug } from '~/site/page-screens';
import { found, requestLocale } from '~/site/route-helpers.server';
import { pageView } from '~/site/section-page.server';
import { ContentPage } from '~/ui/content-screens/ContentPage';

/** The privacy policy: the section-less page with the fixed slug of the page's language. */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const page = await found(await getPage(privacyPolicySlug[locale], locale), url);
  return pageView(page, {
    screen: 'privacyPolicy',
    locale,
    title: page.title,
    // Both languages have their own fixed path; a missing translation disables the switch.
    versions: Object.fromEntries(Object.keys(page.alternates).map((other) => [other, {}])),
    description: page.seo?.metaDescription ?? page.teaserText,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { frame, ...page } = loaderData;
  return <ContentPage title={frame.title} {...page} />;
}
