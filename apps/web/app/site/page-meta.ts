import type { MetaDescriptor } from 'react-router';
import type { PartHashes } from '~/i18n/catalogue-parts';
import { frameTexts } from '~/i18n/react';
import { alternatePaths, canonicalPath, type PageFrame } from './page-frame';

/** Document title of every page: "{title} – Zentralmuseum" (the home page: the name alone). */
export function documentTitle(title: string, siteName: string): string {
  return !title || title === siteName ? siteName : `${title} – ${siteName}`;
}

/**
 * Title, description, canonical and hreflang alternates of a page. `origin` makes the URLs
 * absolute, as search engines expect.
 */
export function pageMeta(frame: PageFrame, siteName: string, origin: string): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: documentTitle(frame.title, siteName) },
    { tagName: 'link', rel: 'canonical', href: `${origin}${canonicalPath(frame)}` },
    ...alternatePaths(frame).map(({ hrefLang, path }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href: `${origin}${path}`,
    })),
  ];
  if (frame.description) meta.push({ name: 'description', content: frame.description });
  return meta;
}

/**
 * The `meta` export of every screen: reads the frame from the screen's loader data and the
 * site origin from the root loader. Error pages set their own title.
 */
export function screenMeta(
  frame: PageFrame | undefined,
  matches: readonly unknown[],
): MetaDescriptor[] {
  if (!frame) return [];
  const root = matches.find(
    (match): match is { id: string; loaderData?: { origin?: string; messages?: PartHashes } } =>
      typeof match === 'object' && match !== null && (match as { id?: unknown }).id === 'root',
  );
  // The site name is a UI text of the page language's frame part, which the root data names.
  const name = frameTexts(frame.locale, root?.loaderData?.messages)?.common?.['site.name'];
  const siteName = typeof name === 'string' ? name : '';
  return pageMeta(frame, siteName, root?.loaderData?.origin ?? '');
}
