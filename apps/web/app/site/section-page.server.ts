/** Loaders shared by the page-based screens (visit, museum, accessibility, generic page). */
import { getPage, getPages } from '~/content/index.server';
import type { Page, PageSection, PageTeaser } from '~/content/types';
import type { Locale } from './locales';
import { fixedFrame, slugVersions, type PageFrame } from './page-frame';
import { isOverviewScreen, overviewFrame } from './overview-frame.server';
import { sectionScreens } from './page-screens';
import { href } from './paths';
import { found, notFound, requestLocale } from './route-helpers.server';
import { screenTitle } from './screen-title.server';
import type { SectionCard } from '~/ui/content-screens/SectionOverview';

/** What the shared page view shows of a page. */
export interface PageView {
  frame: PageFrame;
  intro: string | null;
  image: Page['image'];
  accessibilityTags: Page['accessibilityTags'];
  blocks: Page['blocks'];
}

export function pageView(page: Page, frame: PageFrame): PageView {
  return {
    frame,
    intro: page.teaserText,
    image: page.image,
    accessibilityTags: page.accessibilityTags,
    blocks: page.blocks,
  };
}

/** A page of one section by slug; a page of another section has its URL elsewhere: 404. */
export async function loadSectionPage(
  request: Request,
  slug: string,
  section: PageSection,
): Promise<PageView> {
  const locale = requestLocale(request);
  const page = await found(await getPage(slug, locale), request);
  if (page.section !== section) return notFound(request);
  return pageView(page, {
    screen: sectionScreens[section].detail,
    locale,
    title: page.title,
    versions: slugVersions(page.alternates),
    description: page.seo?.metaDescription ?? page.teaserText,
  });
}

export interface SectionOverviewView {
  frame: PageFrame;
  cards: SectionCard[];
}

function sectionCard(page: PageTeaser, section: PageSection, locale: Locale): SectionCard {
  return {
    title: page.title,
    teaserText: page.teaserText,
    image: page.image,
    accessibilityTags: page.accessibilityTags,
    path: href(sectionScreens[section].detail, { slug: page.slug }, locale),
  };
}

/** A section's overview: its pages in the editors' order, as cards. */
export async function loadSectionOverview(
  request: Request,
  section: Exclude<PageSection, 'none'>,
): Promise<SectionOverviewView> {
  const locale = requestLocale(request);
  const pages = await getPages(locale, { section });
  const overview = sectionScreens[section].overview ?? 'home';
  return {
    frame: isOverviewScreen(overview)
      ? overviewFrame(overview, locale)
      : fixedFrame(overview, locale, screenTitle(overview, locale)),
    cards: pages.map((page) => sectionCard(page, section, locale)),
  };
}
