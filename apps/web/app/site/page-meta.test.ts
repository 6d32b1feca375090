import { describe, expect, it } from 'vitest';
import type { Image } from '~/domain/types';
import { contentMeta, fixedFrame, slugVersions, type PageFrame } from './page-frame';
import { pageMeta, siteDefaults } from './page-meta';

const origin = 'https://www.zentralmuseum.example';

function picture(widths: number[]): Image {
  const names = ['small', 'medium', 'large', 'xlarge'] as const;
  return {
    url: 'https://media.example/original.jpg',
    alt: { de: 'Eine Dampfmaschine', en: 'A steam engine' },
    width: 3000,
    height: 2000,
    formats: Object.fromEntries(
      widths.map((width, index) => [
        names[index],
        { url: `https://media.example/${width}.jpg`, width, height: (width * 2) / 3 },
      ]),
    ),
    media: null,
  };
}

/** The frame's share image as a content item's loader makes it (the rendition chosen there). */
const shared = (image: Image) => contentMeta({ seo: null, image }).image;

const exhibition: PageFrame = {
  screen: 'exhibition',
  locale: 'en',
  title: 'Machine hall',
  versions: slugVersions({ de: 'maschinenhalle', en: 'machine-hall' }),
  description: 'Engines at work.',
  image: shared(picture([480, 960, 1600, 2560])),
  shareType: 'article',
};

type Tag = Record<string, unknown>;
const tags = (meta: ReturnType<typeof pageMeta>) => meta as Tag[];
const content = (meta: ReturnType<typeof pageMeta>, key: string) =>
  tags(meta).find((tag) => tag.property === key || tag.name === key)?.content;

describe('social cards', () => {
  it('describe the page with absolute URLs, its language and the other one', () => {
    const meta = pageMeta(exhibition, 'Zentralmuseum', origin);
    expect(content(meta, 'og:title')).toBe('Machine hall');
    expect(content(meta, 'og:url')).toBe(`${origin}/en/exhibitions/machine-hall`);
    expect(content(meta, 'og:type')).toBe('article');
    expect(content(meta, 'og:locale')).toBe('en_US');
    expect(content(meta, 'og:locale:alternate')).toBe('de_DE');
    expect(content(meta, 'og:description')).toBe('Engines at work.');
    expect(content(meta, 'twitter:description')).toBe('Engines at work.');
    expect(content(meta, 'og:site_name')).toBe('Zentralmuseum');
  });

  it('share one picture, the smallest rendition at least 1200 px wide, with its alt text', () => {
    const meta = pageMeta(exhibition, 'Zentralmuseum', origin);
    expect(tags(meta).filter((tag) => tag.property === 'og:image')).toHaveLength(1);
    expect(content(meta, 'og:image')).toBe('https://media.example/1600.jpg');
    expect(content(meta, 'og:image:width')).toBe('1600');
    expect(content(meta, 'og:image:alt')).toBe('A steam engine');
    expect(content(meta, 'twitter:card')).toBe('summary_large_image');
    expect(content(meta, 'twitter:image')).toBe('https://media.example/1600.jpg');
  });

  it('take the largest rendition when none is wide enough', () => {
    const meta = pageMeta({ ...exhibition, image: shared(picture([480, 960])) }, 'ZM', origin);
    expect(content(meta, 'og:image')).toBe('https://media.example/original.jpg');
    const small = { ...picture([480]), width: null, height: null };
    expect(
      content(pageMeta({ ...exhibition, image: shared(small) }, 'ZM', origin), 'og:image'),
    ).toBe('https://media.example/480.jpg');
  });

  it("share a CMS upload from the site's /media at the configured origin, never the CMS", () => {
    const upload: Image = {
      ...picture([480, 960, 1600, 2560]),
      url: 'http://127.0.0.1:1337/uploads/hall_4f2a1b9c0d.jpg',
      media: { file: 'hall_4f2a1b9c0d.jpg', version: 'k3j9x2' },
    };
    const meta = pageMeta({ ...exhibition, image: shared(upload) }, 'ZM', origin);
    const expected = `${origin}/media/k3j9x2/1280/hall_4f2a1b9c0d.jpg.jpeg`;
    expect(content(meta, 'og:image')).toBe(expected);
    expect(content(meta, 'twitter:image')).toBe(expected);
    expect(content(meta, 'og:image:width')).toBe('1280');
    expect(content(meta, 'og:image:height')).toBe('853');
    // The site's default picture (the home page's) too.
    const defaults = siteDefaults({ seo: null, image: upload });
    const contact = pageMeta(fixedFrame('contact', 'de', 'Kontakt'), 'ZM', origin, defaults);
    expect(content(contact, 'og:image')).toBe(expected);
    expect(JSON.stringify(meta) + JSON.stringify(contact)).not.toContain('1337');
  });

  it("fall back to the site's description and picture", () => {
    const frame = fixedFrame('contact', 'de', 'Kontakt');
    const defaults = siteDefaults({
      seo: { metaTitle: null, metaDescription: 'Technik und Kunst.', shareImage: null },
      image: picture([1200]),
    });
    const meta = pageMeta(frame, 'Zentralmuseum', origin, defaults);
    expect(content(meta, 'description')).toBe('Technik und Kunst.');
    expect(content(meta, 'og:image')).toBe('https://media.example/1200.jpg');
    expect(content(meta, 'og:type')).toBe('website');
    expect(content(meta, 'og:locale')).toBe('de_DE');
    const bare = pageMeta(frame, 'Zentralmuseum', origin);
    expect(content(bare, 'twitter:card')).toBe('summary');
    expect(tags(bare).some((tag) => tag.property === 'og:image')).toBe(false);
  });

  it('name no alternate locale for content in one language', () => {
    const germanOnly = { ...exhibition, locale: 'de' as const, versions: { de: { slug: 'x' } } };
    expect(content(pageMeta(germanOnly, 'ZM', origin), 'og:locale:alternate')).toBeUndefined();
  });
});

describe('titles', () => {
  it("use the editors' SEO title whole, for the document and the social cards", () => {
    const frame = { ...exhibition, seoTitle: 'Maschinenhalle | Zentralmuseum' };
    const meta = pageMeta(frame, 'Zentralmuseum', origin);
    expect(meta).toContainEqual({ title: 'Maschinenhalle | Zentralmuseum' });
    expect(content(meta, 'og:title')).toBe('Maschinenhalle | Zentralmuseum');
    expect(pageMeta(exhibition, 'Zentralmuseum', origin)).toContainEqual({
      title: 'Machine hall – Zentralmuseum',
    });
  });
});

describe('head links', () => {
  it('advertise the page feeds with absolute URLs', () => {
    const frame: PageFrame = {
      ...fixedFrame('programme', 'de', 'Programm'),
      feeds: [{ type: 'text/calendar', title: 'Programm', path: '/feeds/de/programm.ics' }],
    };
    expect(pageMeta(frame, 'ZM', origin)).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'text/calendar',
      title: 'Programm',
      href: `${origin}/feeds/de/programm.ics`,
    });
  });

  it('carry the structured data as JSON-LD', () => {
    const data = { '@context': 'https://schema.org', '@type': 'WebSite', name: 'ZM' };
    const frame = { ...fixedFrame('home', 'de', 'ZM'), structuredData: [data] };
    expect(pageMeta(frame, 'ZM', origin)).toContainEqual({ 'script:ld+json': data });
  });
});
