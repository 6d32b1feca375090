import type { Locale } from '../domain/locale';
import { canonicalPath, type PageFrame } from './page-frame';
import { href } from './paths';
import { overviewOf, type ScreenParams, type TitledScreen } from './screens';

export interface Crumb {
  label: string;
  path: string;
  current: boolean;
}

/**
 * The breadcrumb trail of a page: start, overview, optional offer, current title. Empty (not
 * shown) on the home page and for titles starting with 404 (SPEC §2).
 * The overview is the one of the screen table's entry; `screenTitle` names the fixed screens
 * (start and overviews) in the page's language.
 */
export function breadcrumbTrail(
  frame: PageFrame,
  screenTitle: (screen: TitledScreen, locale: Locale) => string,
): Crumb[] {
  if (frame.screen === 'home' || frame.title.trim().startsWith('404')) return [];
  const { locale } = frame;
  const crumbs: Crumb[] = [
    { label: screenTitle('home', locale), path: href('home', {}, locale), current: false },
  ];
  const overview = overviewOf(frame.screen);
  if (overview) {
    crumbs.push({
      label: screenTitle(overview, locale),
      path: href(overview, {} as ScreenParams<typeof overview>, locale),
      current: false,
    });
  }
  if (frame.parent) {
    const { screen, params, title } = frame.parent;
    crumbs.push({
      label: title,
      path: href(screen, params as ScreenParams<typeof screen>, locale),
      current: false,
    });
  }
  crumbs.push({ label: frame.title, path: canonicalPath(frame), current: true });
  return crumbs;
}
