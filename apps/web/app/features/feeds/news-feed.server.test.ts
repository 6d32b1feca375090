import { describe, expect, it } from 'vitest';
import { NEWS_FEED_LIMIT, newsFeedXml, type NewsChannel } from './news-feed.server';
import {
  children,
  namespaces,
  offer,
  onlyXmlCharacters,
  outsideCdata,
  pressRelease,
  readFeed,
  withForbiddenCharacters,
} from './feed-test-support';

const channel: NewsChannel = {
  locale: 'de',
  origin: 'https://museum.example',
  title: 'Zentralmuseum – Blog und Pressemitteilungen',
  description: 'Neues aus dem Museum.',
  categories: { blog: 'Blog', press: 'Pressemitteilung' },
};

describe('news feed', () => {
  it('mixes blog posts and press releases, newest first, each with its kind as category', () => {
    const feed = readFeed(
      newsFeedXml(
        channel,
        [
          offer({ slug: 'blog-alt', type: 'Blog', publishedDate: '2026-01-10' }),
          offer({ slug: 'folge', type: 'Podcast', publishedDate: '2026-05-01' }),
          offer({ slug: 'blog-neu', type: 'Blog', publishedDate: '2026-03-15' }),
        ],
        [
          pressRelease({ slug: 'pm-mitte', date: '2026-02-20' }),
          pressRelease({ slug: 'mappe', kind: 'kit', date: '2026-06-01' }),
        ],
      ),
    );
    expect(feed.title).toBe(channel.title);
    expect(feed.language).toBe('de-DE');
    expect(feed.url).toBe('https://museum.example/');
    expect(feed.self).toBe('https://museum.example/feeds/de/news.xml');
    expect(children(feed.element, namespaces.atom, 'link')[0]?.getAttribute('rel')).toBe('self');
    expect(feed.items.map((item) => [item.url, item.categories.map((c) => c.label)])).toEqual([
      ['https://museum.example/digitale-angebote/blog-neu', ['Blog']],
      ['https://museum.example/presse/pm-mitte', ['Pressemitteilung']],
      ['https://museum.example/digitale-angebote/blog-alt', ['Blog']],
    ]);
    const [newest] = feed.items;
    expect(newest?.title).toBe('Title of blog-neu');
    expect(newest?.description).toBe('Teaser of blog-neu');
    expect(newest?.published?.toISOString()).toBe('2026-03-14T23:00:00.000Z');
  });

  it('keeps GUIDs when titles and slugs change, one per language', () => {
    const guid = (locale: NewsChannel['locale'], slug: string, title: string) =>
      readFeed(
        newsFeedXml(
          { ...channel, locale },
          [],
          [
            pressRelease({
              slug,
              title,
              revision: { id: 'doc-pm', updatedAt: '2026-02-11T09:00:00Z' },
            }),
          ],
        ),
      ).items[0]?.id;
    const before = guid('de', 'eroeffnung', 'Eröffnung');
    expect(before).toContain('doc-pm');
    expect(guid('de', 'eroeffnung-2027', 'Eröffnung verschoben')).toBe(before);
    expect(guid('en', 'opening', 'Opening')).not.toBe(before);
  });

  it(`keeps the newest ${NEWS_FEED_LIMIT} items`, () => {
    const posts = Array.from({ length: NEWS_FEED_LIMIT + 5 }, (_, index) =>
      offer({
        slug: `post-${index}`,
        type: 'Blog',
        publishedDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      }),
    );
    const items = readFeed(
      newsFeedXml(channel, posts, [pressRelease({ slug: 'neu', date: '2026-01-01' })]),
    ).items;
    expect(items).toHaveLength(NEWS_FEED_LIMIT);
    expect(items[0]?.url).toBe('https://museum.example/presse/neu');
  });

  it('escapes & and < in titles and texts', () => {
    const xml = newsFeedXml(
      channel,
      [],
      [pressRelease({ slug: 'a', title: 'Kunst & Technik <neu>', teaserText: '1 < 2 & 3' })],
    );
    expect(outsideCdata(xml)).not.toMatch(/<neu>|&(?![a-z]+;|#)/);
    const [item] = readFeed(xml).items;
    expect(item?.title).toBe('Kunst & Technik <neu>');
    expect(item?.description).toBe('1 < 2 & 3');
  });

  it('is the English feed with English paths', () => {
    const feed = readFeed(
      newsFeedXml(
        { ...channel, locale: 'en', categories: { blog: 'Blog', press: 'Press release' } },
        [],
        [pressRelease({ slug: 'opening' })],
      ),
    );
    expect(feed.language).toBe('en-US');
    expect(feed.self).toBe('https://museum.example/feeds/en/news.xml');
    expect(feed.items[0]?.url).toBe('https://museum.example/en/press/opening');
    expect(feed.items[0]?.categories[0]?.label).toBe('Press release');
  });

  it('drops characters XML 1.0 forbids, so one teaser cannot break the feed', () => {
    const xml = newsFeedXml(
      { ...channel, description: withForbiddenCharacters('Neues') },
      [
        offer({
          slug: 'blog',
          type: 'Blog',
          title: withForbiddenCharacters('Titel'),
          teaserText: withForbiddenCharacters('Teaser'),
        }),
      ],
      [pressRelease({ slug: 'pm', title: withForbiddenCharacters('Meldung') })],
    );
    expect(onlyXmlCharacters(xml)).toBe(true);
    const feed = readFeed(xml);
    expect(feed.description).toBe('Neues, end');
    expect(feed.items.map((item) => item.title).sort()).toEqual(['Meldung, end', 'Titel, end']);
  });
});
