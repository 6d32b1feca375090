import { describe, expect, it } from 'vitest';
import { podcastFeedXml, type PodcastChannel } from './podcast-feed.server';
import { podcastGuid } from './podcast-guid.server';
import {
  childText,
  children,
  episode,
  namespaces,
  offer,
  onlyXmlCharacters,
  outsideCdata,
  readFeed,
  withForbiddenCharacters,
} from './feed-test-support';

const channel: PodcastChannel = {
  locale: 'de',
  origin: 'https://museum.example',
  title: 'Zentralmuseum – Der Podcast',
  description: 'Geschichten aus den Sammlungen.',
  author: 'Zentralmuseum',
  owner: { name: 'Besucherservice', email: 'info@museum.example' },
  imageUrl: 'https://museum.example/media/v1/file/cover_0a1b2c3d4e.jpg',
};

const { itunes, podcast, atom } = namespaces;

describe('podcast feed', () => {
  it('describes the show for podcast directories', () => {
    const feed = readFeed(podcastFeedXml(channel, [episode('folge-1')]));
    expect(feed.title).toBe(channel.title);
    expect(feed.description).toBe(channel.description);
    expect(feed.url).toBe('https://museum.example/digitale-angebote');
    expect(feed.language).toBe('de-DE');
    expect(feed.self).toBe('https://museum.example/feeds/de/podcast.xml');
    const root = feed.element;
    expect(childText(root, itunes, 'author')).toBe('Zentralmuseum');
    expect(childText(root, itunes, 'explicit')).toBe('false');
    expect(childText(root, itunes, 'type')).toBe('episodic');
    expect(children(root, itunes, 'image')[0]?.getAttribute('href')).toBe(channel.imageUrl);
    const [owner] = children(root, itunes, 'owner');
    expect(owner && childText(owner, itunes, 'name')).toBe('Besucherservice');
    expect(owner && childText(owner, itunes, 'email')).toBe('info@museum.example');
    const categories = children(root, itunes, 'category');
    expect(categories.map((category) => category.getAttribute('text'))).toEqual([
      'Arts',
      'Technology',
    ]);
    const [arts] = categories;
    expect(arts && children(arts, itunes, 'category')[0]?.getAttribute('text')).toBe('Visual Arts');
    expect(childText(root, podcast, 'guid')).toBe(podcastGuid(feed.self ?? ''));
    expect(childText(root, podcast, 'locked')).toBe('no');
    expect(children(root, atom, 'link')[0]?.getAttribute('rel')).toBe('self');
  });

  it('lists the episodes with audio, newest first, each with its enclosure and iTunes fields', () => {
    const xml = podcastFeedXml(channel, [
      episode('alt', { publishedDate: '2026-01-05' }),
      offer({ slug: 'ohne-ton', publishedDate: '2026-04-01' }),
      offer({ slug: 'blog', type: 'Blog', publishedDate: '2026-04-02' }),
      episode('neu', { publishedDate: '2026-03-20' }),
      episode('ohne-datum', {
        publishedDate: null,
        revision: { id: 'doc-x', updatedAt: '2026-02-01T12:00:00.000Z' },
      }),
    ]);
    const items = readFeed(xml).items;
    expect(items.map((item) => item.url)).toEqual([
      'https://museum.example/digitale-angebote/neu',
      'https://museum.example/digitale-angebote/ohne-datum',
      'https://museum.example/digitale-angebote/alt',
    ]);
    const [newest, undated] = items;
    // A Berlin calendar day starts at 23:00 UTC the day before in winter.
    expect(newest?.published?.toISOString()).toBe('2026-03-19T23:00:00.000Z');
    expect(undated?.published?.toISOString()).toBe('2026-02-01T12:00:00.000Z');
    expect(newest?.title).toBe('Title of neu');
    expect(newest?.description).toBe('Teaser of neu');
    // The audio and the picture from the site's own origin, never the CMS's address.
    expect(newest?.media).toEqual([
      expect.objectContaining({
        url: 'https://museum.example/media/v1/file/neu_a1b2c3d4e5.mp3',
        length: 1_234_560,
        mimeType: 'audio/mpeg',
      }),
    ]);
    const element = newest?.element;
    if (!element) throw new Error('no item');
    expect(childText(element, itunes, 'duration')).toBe('754');
    expect(childText(element, itunes, 'episodeType')).toBe('full');
    expect(children(element, itunes, 'image')[0]?.getAttribute('href')).toBe(
      'https://museum.example/media/v1/file/neu_f0e1d2c3b4.jpg',
    );
    expect(xml).not.toContain('127.0.0.1');
    const [transcript] = children(element, podcast, 'transcript');
    expect(transcript?.getAttribute('url')).toBe(
      'https://museum.example/digitale-angebote/neu#transcript-heading',
    );
    expect(transcript?.getAttribute('type')).toBe('text/html');
  });

  it('links a transcript only when the episode has one', () => {
    const [item] = readFeed(podcastFeedXml(channel, [episode('stumm', { transcript: [] })])).items;
    expect(item && children(item.element, podcast, 'transcript')).toEqual([]);
  });

  it('keeps an episode’s GUID when its title and slug change, and tells the languages apart', () => {
    const guidOf = (xml: string) => {
      const [item] = readFeed(xml).items;
      const guid = item?.element.findElementWithName('guid');
      return { id: item?.id, permaLink: guid?.getAttribute('ispermalink') };
    };
    const before = guidOf(podcastFeedXml(channel, [episode('folge-1')]));
    const renamed = guidOf(
      podcastFeedXml(channel, [
        episode('folge-eins', {
          title: 'Neuer Titel',
          revision: { id: 'doc-folge-1', updatedAt: '2026-05-01T00:00:00Z' },
        }),
      ]),
    );
    const english = guidOf(
      podcastFeedXml({ ...channel, locale: 'en' }, [
        episode('episode-1', {
          revision: { id: 'doc-folge-1', updatedAt: '2026-03-02T10:00:00Z' },
        }),
      ]),
    );
    expect(renamed).toEqual(before);
    expect(before.permaLink).toBe('false');
    expect(before.id).toContain('doc-folge-1');
    expect(english.id).not.toBe(before.id);
  });

  it('escapes markup characters in titles and texts', () => {
    const xml = podcastFeedXml(channel, [
      episode('technik', { title: 'Kunst & Technik <live>', teaserText: 'A < B & C' }),
    ]);
    // Text is written as CDATA or with entities, never as markup.
    expect(outsideCdata(xml)).not.toMatch(/<live>|&(?![a-z]+;|#)/);
    expect(readFeed(xml).items[0]?.element.findElementsWithName('live')).toEqual([]);
    const [item] = readFeed(xml).items;
    expect(item?.title).toBe('Kunst & Technik <live>');
    expect(item?.description).toBe('A < B & C');
  });

  it('names the English episode pages and language in the English feed', () => {
    const feed = readFeed(podcastFeedXml({ ...channel, locale: 'en' }, [episode('episode-1')]));
    expect(feed.language).toBe('en-US');
    expect(feed.url).toBe('https://museum.example/en/digital-offers');
    expect(feed.items[0]?.url).toBe('https://museum.example/en/digital-offers/episode-1');
  });

  it('leaves out what the CMS does not have instead of writing empty elements', () => {
    const xml = podcastFeedXml({ ...channel, owner: null, imageUrl: null }, [
      episode('roh', {
        image: null,
        audio: {
          url: 'https://podcasts.example/roh.m4a',
          media: null,
          mime: null,
          sizeBytes: null,
          durationSeconds: null,
        },
      }),
    ]);
    const feed = readFeed(xml);
    expect(children(feed.element, itunes, 'owner')).toEqual([]);
    expect(children(feed.element, itunes, 'image')).toEqual([]);
    const [item] = feed.items;
    expect(item?.media[0]).toEqual(expect.objectContaining({ length: 0, mimeType: 'audio/mpeg' }));
    expect(item && children(item.element, itunes, 'duration')).toEqual([]);
  });

  it('gives each enclosure the exact size and the type the site serves the audio with', () => {
    const wav = episode('wav', {
      audio: {
        url: null,
        media: { file: 'wav_2795d73db5.wav', version: 'v1' },
        // What a browser's upload may call it; the site serves .wav as audio/wav.
        mime: 'audio/x-wav',
        // Strapi keeps kB with two decimals: 1411.24 kB.
        sizeBytes: 1_411_240,
        durationSeconds: 8,
      },
    });
    const measured = readFeed(
      podcastFeedXml({ ...channel, audioBytes: new Map([['wav_2795d73db5.wav', 1_411_244]]) }, [
        wav,
      ]),
    ).items[0];
    expect(measured?.media[0]).toEqual(
      expect.objectContaining({
        url: 'https://museum.example/media/v1/file/wav_2795d73db5.wav',
        length: 1_411_244,
        mimeType: 'audio/wav',
      }),
    );
    // Not measured (the CMS did not answer): Strapi's size.
    const unmeasured = readFeed(podcastFeedXml(channel, [wav])).items[0];
    expect(unmeasured?.media[0]).toEqual(expect.objectContaining({ length: 1_411_240 }));
  });

  it('announces a seeded MP3 episode as audio/mpeg with its exact size and whole seconds', () => {
    // The demo seed's episode: 32 s of MP3 at 64 kbit/s, padded to whole frames by the encoder.
    const mp3 = episode('maschinen', {
      audio: {
        url: null,
        media: { file: 'zm_podcast_maschinen_fluestern_2795d73db5.mp3', version: 'v1' },
        mime: 'audio/mpeg',
        sizeBytes: 256_210,
        durationSeconds: 32.026,
      },
    });
    const audioBytes = new Map([['zm_podcast_maschinen_fluestern_2795d73db5.mp3', 256_208]]);
    const [item] = readFeed(podcastFeedXml({ ...channel, audioBytes }, [mp3])).items;
    expect(item?.media[0]).toEqual(
      expect.objectContaining({
        url: 'https://museum.example/media/v1/file/zm_podcast_maschinen_fluestern_2795d73db5.mp3',
        length: 256_208,
        mimeType: 'audio/mpeg',
      }),
    );
    expect(item && childText(item.element, itunes, 'duration')).toBe('32');
  });

  it('leaves out an episode whose uploaded audio the site cannot serve', () => {
    const odd = episode('odd', {
      audio: {
        url: null,
        media: { file: 'odd_1a2b3c4d5e.exe', version: 'v1' },
        mime: 'audio/mpeg',
        sizeBytes: 1,
        durationSeconds: 1,
      },
    });
    expect(
      readFeed(podcastFeedXml(channel, [odd, episode('gut')])).items.map((i) => i.url),
    ).toEqual(['https://museum.example/digitale-angebote/gut']);
  });

  it('drops characters XML 1.0 forbids, so one episode text cannot break the feed', () => {
    const xml = podcastFeedXml({ ...channel, description: withForbiddenCharacters('Show') }, [
      episode('folge', {
        title: withForbiddenCharacters('Folge'),
        teaserText: withForbiddenCharacters('Teaser'),
      }),
    ]);
    expect(onlyXmlCharacters(xml)).toBe(true);
    const feed = readFeed(xml);
    expect(feed.description).toBe('Show, end');
    expect(feed.items[0]?.title).toBe('Folge, end');
  });
});
