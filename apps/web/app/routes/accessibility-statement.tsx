import type { Route } from './+types/accessibility-statement';
import { getAccessibilityStatement } from '~/content/index.server';
import { StatementView } from '~/features/accessibility-statement/StatementView';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { withStructuredData } from '~/features/structured-data/page-ld.server';
import { contentMeta, fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';

/**
 * The accessibility statement (BITV 2.0): the CMS single type accessibility-statement on a
 * fixed path in both languages; 404 while editors have not written it in this language.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const statement = await found(await getAccessibilityStatement(locale), url);
  return {
    frame: withStructuredData({
      ...fixedFrame('accessibilityStatement', locale, statement.title),
      ...contentMeta({ seo: statement.seo, teaserText: statement.intro }),
    }),
    statement,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function AccessibilityStatementScreen({ loaderData }: Route.ComponentProps) {
  return <StatementView statement={loaderData.statement} />;
}
