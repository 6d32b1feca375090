import type { MetaDescriptor } from 'react-router';
import { intlLocale, otherLocale } from '~/domain/locale';
import type { Image, Seo } from '~/domain/types';
import type { PartHashes } from '~/i18n/catalogue-parts';
import { frameTexts } from '~/i18n/react';
import { alternatePaths, canonicalPath, framePath, type PageFrame } from './page-frame';
import { isIndexedScreen } from './screens';
import { shareImage, type ShareImage } from './share-image';
import { absoluteSiteUrl } from './media-paths';

/** Document title of every page: "{title} – Zentralmuseum" (the home page: the name alone). */
export function documentTitle(title: string, siteName: string): string {
  return !title || title === siteName ? siteName : `${title} – ${siteName}`;
}

/** What the site says about itself where a page says nothing (the home page's SEO fields). */
export interface SiteDefaults {
  description: string | null;
  image: ShareImage | null;
}

/** The site's defaults from the home page, small enough to travel with every page's data. */
export function siteDefaults(home: { seo: Seo | null; image: Image | null }): SiteDefaults {
  const image = home.seo?.shareImage ?? home.image;
  return { description: home.seo?.metaDescription ?? null, image: image && shareImage(image) };
}

/** Open Graph's locale form: de_DE. */
const ogLocale = (tag: string) => tag.replace('-', '_');

/**
 * Title, description, canonical and hreflang alternates, social cards, feeds and structured
 * data of a page. `origin` (the configured public origin) makes the URLs absolute, as search
 * engines and social networks expect.
 */
export function pageMeta(
  frame: PageFrame,
  siteName: string,
  origin: string,
  defaults: SiteDefaults | null = null,
): MetaDescriptor[] {
  // Editors write SEO titles whole ("Schulen | Zentralmuseum"): no second site name.
  const title = frame.seoTitle || documentTitle(frame.title, siteName);
  const pageTitle = frame.seoTitle || frame.title;
  const url = `${origin}${canonicalPath(frame)}`;
  const description = frame.description || defaults?.description || null;
  const meta: MetaDescriptor[] = [
    { title },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternatePaths(frame).map(({ hrefLang, path }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href: `${origin}${path}`,
    })),
    ...(frame.feeds ?? []).map((feed) => ({
      tagName: 'link',
      rel: 'alternate',
      type: feed.type,
      title: feed.title,
      href: `${origin}${feed.path}`,
    })),
  ];
  if (description) meta.push({ name: 'description', content: description });
  // Search results, request forms and filter combinations stay out of search indexes; their
  // links are still followed.
  if (frame.filtered || !isIndexedScreen(frame.screen)) {
    meta.push({ name: 'robots', content: 'noindex, follow' });
  }
  meta.push(...socialCard(frame, { title: pageTitle || siteName, siteName, url, description }));
  const share = frame.image ?? defaults?.image ?? null;
  if (share) {
    const alt = share.alt[frame.locale];
    // From the site's /media, named at the configured origin (never the CMS's address).
    const image = absoluteSiteUrl(share.url, origin);
    meta.push(
      { property: 'og:image', content: image },
      ...(share.width && share.height
        ? [
            { property: 'og:image:width', content: String(share.width) },
            { property: 'og:image:height', content: String(share.height) },
          ]
        : []),
      ...(alt ? [{ property: 'og:image:alt', content: alt }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: image },
      ...(alt ? [{ name: 'twitter:image:alt', content: alt }] : []),
    );
  } else {
    meta.push({ name: 'twitter:card', content: 'summary' });
  }
  for (const data of frame.structuredData ?? []) meta.push({ 'script:ld+json': data });
  return meta;
}

function socialCard(
  frame: PageFrame,
  card: { title: string; siteName: string; url: string; description: string | null },
): MetaDescriptor[] {
  const other = otherLocale(frame.locale);
  return [
    { property: 'og:type', content: frame.shareType ?? 'website' },
    { property: 'og:site_name', content: card.siteName },
    { property: 'og:title', content: card.title },
    { property: 'og:url', content: card.url },
    { property: 'og:locale', content: ogLocale(intlLocale[frame.locale]) },
    ...(framePath(frame, other)
      ? [{ property: 'og:locale:alternate', content: ogLocale(intlLocale[other]) }]
      : []),
    ...(card.description ? [{ property: 'og:description', content: card.description }] : []),
    { name: 'twitter:title', content: card.title },
    ...(card.description ? [{ name: 'twitter:description', content: card.description }] : []),
  ];
}

interface RootData {
  origin?: string;
  messages?: PartHashes;
  share?: SiteDefaults | null;
}

/**
 * The `meta` export of every screen: reads the frame from the screen's loader data and the
 * site origin and defaults from the root loader. Error pages set their own title.
 */
export function screenMeta(
  frame: PageFrame | undefined,
  matches: readonly unknown[],
): MetaDescriptor[] {
  if (!frame) return [];
  const root = matches.find(
    (match): match is { id: string; loaderData?: RootData } =>
      typeof match === 'object' && match !== null && (match as { id?: unknown }).id === 'root',
  );
  // The site name is a UI text of the page language's frame part, which the root data names.
  const name = frameTexts(frame.locale, root?.loaderData?.messages)?.common?.['site.name'];
  const siteName = typeof name === 'string' ? name : '';
  return pageMeta(frame, siteName, root?.loaderData?.origin ?? '', root?.loaderData?.share ?? null);
}
