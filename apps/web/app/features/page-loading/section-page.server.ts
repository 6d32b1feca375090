/** Loaders shared by the page-based screens (visit, museum, accessibility, generic page). */
import { getPage, getPages } from '~/content/index.server';
import type { Page, PageSection, PageTeaser } from '~/domain/types';
import type { Locale } from '~/domain/locale';
import { slugVersions, type PageFrame, contentMeta } from '~/site/page-frame';
import { loadOverviewFrame } from './overview-frame.server';
import { href } from '~/site/paths';
import { screens, sectionScreensOf } from '~/site/screens';
import { found, notFound, requestLocale } from './route-helpers.server';
import type { SectionCard } from '~/ui/content-screens/SectionOverview';
import { withStructuredData } from '~/features/structured-data/page-ld.server';
import { pageImages } from '~/ui/image/page-images';

/** What the shared page view shows of a page. */
export interface PageView {
  frame: PageFrame;
  intro: string | null;
  image: Page['image'];
  accessibilityTags: Page['accessibilityTags'];
  blocks: Page['blocks'];
}

export function pageView(page: Page, frame: PageFrame): PageView {
  return pageImages({
    frame: withStructuredData(frame),
    intro: page.teaserText,
    image: page.image,
    accessibilityTags: page.accessibilityTags,
    blocks: page.blocks,
  });
}

/** A page of one section by slug; a page of another section has its URL elsewhere: 404. */
export async function loadSectionPage(
  url: URL,
  slug: string,
  section: PageSection,
): Promise<PageView> {
  const locale = requestLocale(url);
  const page = await found(await getPage(slug, locale), url);
  if (page.section !== section) return notFound(url);
  return pageView(page, {
    screen: sectionScreensOf(section).detail,
    locale,
    title: page.title,
    versions: slugVersions(page.alternates),
    ...contentMeta(page),
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
    path: href(sectionScreensOf(section).detail, { slug: page.slug }, locale),
  };
}

/** A section's overview screen: its intro, then its pages in the editors' order, as cards. */
export async function loadSectionOverview(
  url: URL,
  overview: 'visit' | 'museum' | 'accessibility',
): Promise<SectionOverviewView> {
  const section = screens[overview].pages;
  const locale = requestLocale(url);
  const [pages, frame] = await Promise.all([
    getPages(locale, { section }),
    loadOverviewFrame(overview, locale),
  ]);
  return pageImages({
    frame,
    cards: pages.map((page) => sectionCard(page, section, locale)),
  });
}
