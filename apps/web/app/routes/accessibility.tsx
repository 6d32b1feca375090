import type { Route } from './+types/accessibility';
import { screenMeta } from '~/site/page-meta';
import { loadSectionOverview } from '~/features/page-loading/section-page.server';
import { SectionOverview } from '~/ui/content-screens/SectionOverview';

export const loader = ({ url }: Route.LoaderArgs) => loadSectionOverview(url, 'accessibility');

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function AccessibilityOverview({ loaderData }: Route.ComponentProps) {
  return (
    <SectionOverview
      title={loaderData.frame.title}
      intro={loaderData.frame.description}
      cards={loaderData.cards}
    />
  );
}
