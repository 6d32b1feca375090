import type { Route } from './+types/accessibility-report';
import { BarrierReportSection } from '~/features/barrier-report/BarrierReportSection';
import {
  barrierReportAction,
  barrierReportHeaders,
  barrierReportPageData,
} from '~/features/barrier-report/route.server';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { useT } from '~/i18n/react';
import { commonMessages } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import type { PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { ArticlePage } from '~/ui/page/ArticlePage';

export async function loader({ url, request }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const frame: PageFrame = {
    screen: 'accessibilityReport',
    locale,
    title: tableTranslator(commonMessages, locale)('screen.accessibilityReport'),
    // Both languages have the form; the visitor's `?page=` stays behind when switching.
    versions: { de: {}, en: {} },
  };
  return { frame, report: await barrierReportPageData(request, url) };
}

export const action = barrierReportAction;
export const headers = barrierReportHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

/** BITV 2.0 feedback: the form to report a barrier met on this site, or its thank-you. */
export default function AccessibilityReport({ loaderData }: Route.ComponentProps) {
  const text = useT('barrierReportForm');
  const { frame, report } = loaderData;
  return (
    <ArticlePage title={frame.title} intro={text('intro')}>
      <BarrierReportSection data={report} locale={frame.locale} />
    </ArticlePage>
  );
}
