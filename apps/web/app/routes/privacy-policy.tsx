import type { Route } from './+types/privacy-policy';
import { getGeneralContact, getPage } from '~/content/index.server';
import { screenMeta } from '~/site/page-meta';
import { contentMeta } from '~/site/page-frame';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { screens } from '~/site/screens';
import { pageView } from '~/features/page-loading/section-page.server';
import { ConsentEmbeds } from '~/features/consent/ConsentEmbeds';
import { ContentPage } from '~/ui/content-screens/ContentPage';

/**
 * The privacy policy: the page the CMS names in the general contact. Where none is named
 * (content from before that field), the section-less page whose slug is this screen's path word.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const contact = await getGeneralContact(locale).catch(() => null);
  const slug = contact?.privacyPage?.slug ?? screens.privacyPolicy.path[locale];
  const page = await found(await getPage(slug, locale), url);
  return pageView(page, {
    screen: 'privacyPolicy',
    locale,
    title: page.title,
    // Both languages have their own fixed path; a missing translation disables the switch.
    versions: Object.fromEntries(Object.keys(page.alternates).map((other) => [other, {}])),
    ...contentMeta(page),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { frame, ...page } = loaderData;
  return (
    <ConsentEmbeds>
      <ContentPage title={frame.title} {...page} />
    </ConsentEmbeds>
  );
}
