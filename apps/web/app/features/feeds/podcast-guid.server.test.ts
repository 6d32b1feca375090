import { describe, expect, it } from 'vitest';
import { podcastGuid, uuidV5 } from './podcast-guid.server';

describe('podcast:guid', () => {
  it('is a standard UUIDv5 (the RFC test name in the DNS namespace)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('ignores the scheme and trailing slashes of the feed URL, as the spec says', () => {
    const guid = podcastGuid('https://museum.example/feeds/de/podcast.xml');
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(podcastGuid('http://museum.example/feeds/de/podcast.xml/')).toBe(guid);
    expect(podcastGuid('https://museum.example/feeds/en/podcast.xml')).not.toBe(guid);
  });

  it('matches the example of the Podcasting 2.0 spec', () => {
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
  });
});
