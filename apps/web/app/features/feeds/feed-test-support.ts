/** Domain objects and XML reading for the feed tests (test-only helper, not shipped). */
import { parseFeed } from '@rowanmanning/feed-parser';
import type { DigitalOffer, Image, PressRelease, RichText } from '~/domain/types';

export const namespaces = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
} as const;

export function image(url: string): Image {
  return { url, alt: { de: '', en: '' }, width: 1600, height: 1600, formats: {}, media: null };
}

const paragraph = (text: string): RichText => [
  {
    type: 'paragraph',
    children: [
      {
        type: 'text',
        text,
        bold: false,
        italic: false,
        underline: false,
        strikethrough: false,
        code: false,
      },
    ],
  },
];

export function offer(overrides: Partial<DigitalOffer> & Pick<DigitalOffer, 'slug'>): DigitalOffer {
  return {
    contentType: 'discover',
    title: `Title of ${overrides.slug}`,
    type: 'Podcast',
    publishedDate: '2026-03-01',
    headline: null,
    teaserText: `Teaser of ${overrides.slug}`,
    body: [],
    image: null,
    audio: null,
    video: null,
    transcript: [],
    quiz: [],
    author: null,
    categories: [],
    seo: null,
    alternates: { de: overrides.slug },
    revision: { id: `doc-${overrides.slug}`, updatedAt: '2026-03-02T10:00:00.000Z' },
    ...overrides,
  };
}

/** An image uploaded to the CMS, which the site serves under /media. */
export function uploadedImage(file: string): Image {
  return { ...image(`http://127.0.0.1:1337/uploads/${file}`), media: { file, version: 'v1' } };
}

/** A podcast episode whose audio and picture are uploads in the CMS (Strapi's names). */
export function episode(slug: string, overrides: Partial<DigitalOffer> = {}): DigitalOffer {
  return offer({
    slug,
    audio: {
      url: null,
      media: { file: `${slug}_a1b2c3d4e5.mp3`, version: 'v1' },
      mime: 'audio/mpeg',
      sizeBytes: 1_234_560,
      durationSeconds: 754.4,
    },
    transcript: paragraph('Guten Tag.'),
    image: uploadedImage(`${slug}_f0e1d2c3b4.jpg`),
    ...overrides,
  });
}

export function pressRelease(
  overrides: Partial<PressRelease> & Pick<PressRelease, 'slug'>,
): PressRelease {
  return {
    contentType: 'press',
    title: `Release ${overrides.slug}`,
    kind: 'release',
    date: '2026-02-10',
    headline: null,
    teaserText: `About ${overrides.slug}`,
    body: [],
    image: null,
    downloads: [],
    contact: null,
    seo: null,
    alternates: { de: overrides.slug },
    revision: { id: `doc-${overrides.slug}`, updatedAt: '2026-02-11T09:00:00.000Z' },
    ...overrides,
  };
}

/** The feed read back by an independent parser, not by feedsmith that wrote it. */
export const readFeed = parseFeed;

type Element = ReturnType<typeof parseFeed>['element'];

/**
 * The child elements of one namespace and local name (the parser's names drop the prefix and
 * are lower case).
 */
export function children(element: Element, namespace: string, name: string): Element[] {
  return element
    .findElementsWithName(name.toLowerCase())
    .filter((child) => child.namespaceUri === namespace);
}

export function childText(element: Element, namespace: string, name: string): string | null {
  return children(element, namespace, name)[0]?.textContent.trim() ?? null;
}

/** The XML without its CDATA sections: what is left must be well-formed markup only. */
export const outsideCdata = (xml: string) => xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');

/**
 * Whether every character of the document is one XML 1.0 allows (its Char production): one that
 * is not, a vertical tab for instance, makes the whole feed unreadable for every subscriber.
 */
export const onlyXmlCharacters = (xml: string) =>
  /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u.test(xml);

/** Text of the CMS with characters XML 1.0 forbids (issue 41, finding 6). */
export const withForbiddenCharacters = (text: string) =>
  `${text}\u000b,\u0000\u0007\u001f\uFFFE\uD800 end`;
