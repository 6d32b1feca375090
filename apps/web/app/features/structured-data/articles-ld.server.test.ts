import { describe, expect, it } from 'vitest';
import { href } from '~/site/paths';
import { authorProfileLd, digitalOfferLd } from './digital-offer-ld.server';
import { pressReleaseLd } from './press-release-ld.server';
import {
  origin,
  sampleDigitalOffer,
  sampleImage,
  samplePage,
  samplePressRelease,
} from './sample-items.fixture';
import { websiteLd } from './website-ld.server';

const museumOrganization = {
  '@type': 'Organization',
  '@id': `${origin}/#museum`,
  name: 'Zentralmuseum',
};

describe('websiteLd', () => {
  it('points the search action at the search screen of the page language', () => {
    const node = websiteLd(samplePage(href('home', {}, 'en'), 'en'));
    expect(node).toMatchObject({
      '@type': 'WebSite',
      '@id': `${origin}/en#website`,
      url: `${origin}/en`,
      inLanguage: 'en-US',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}${href('search', {}, 'en')}?text={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(websiteLd(samplePage('/')).potentialAction).toMatchObject({
      target: { urlTemplate: `${origin}${href('search', {}, 'de')}?text={search_term_string}` },
    });
  });
});

describe('pressReleaseLd', () => {
  const page = samplePage(href('pressDetail', { slug: 'neue-sammlung' }, 'de'));

  it('is a NewsArticle by the museum with its publication and last change', () => {
    expect(pressReleaseLd(samplePressRelease(), page)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Neue Sammlung eröffnet',
      url: page.url,
      mainEntityOfPage: page.url,
      inLanguage: 'de-DE',
      datePublished: '2026-11-02',
      // 16:45 UTC is 17:45 in Berlin in November.
      dateModified: '2026-11-03T17:45:00+01:00',
      // The share rendition from the site's own /media, at the configured origin.
      image: `${origin}/media/v1/1280/original.jpg.jpeg`,
      author: museumOrganization,
      publisher: museumOrganization,
    });
  });

  it('leaves out the change date of an item the CMS gave none', () => {
    const node = pressReleaseLd(samplePressRelease({ revision: null, image: null }), page);
    expect(node).not.toHaveProperty('dateModified');
    expect(node).not.toHaveProperty('image');
  });

  it('keeps a German-only release in German, at its German address', () => {
    const germanOnly = samplePressRelease({ alternates: { de: 'neue-sammlung' } });
    const node = pressReleaseLd(germanOnly, page);
    expect(node).toMatchObject({ inLanguage: 'de-DE', url: page.url });
    expect(JSON.stringify(node)).not.toContain(`${origin}/en`);
  });
});

describe('digitalOfferLd', () => {
  const page = samplePage(href('digitalOffer', { slug: 'hinter-den-kulissen' }, 'de'));
  const authorPage = `${origin}${href('digitalOfferAuthor', { slug: 'mara-beispiel' }, 'de')}`;
  const author = {
    '@type': 'Person',
    '@id': `${authorPage}#person`,
    name: 'Mara Beispiel',
    url: authorPage,
  };

  it('makes a blog post a BlogPosting whose author links the author page', () => {
    expect(digitalOfferLd(sampleDigitalOffer(), page)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hinter den Kulissen',
      mainEntityOfPage: page.url,
      datePublished: '2026-07-15',
      dateModified: '2026-07-16T11:00:00+02:00',
      author,
      publisher: museumOrganization,
    });
  });

  it('makes a podcast a PodcastEpisode with its audio file and duration', () => {
    const podcast = sampleDigitalOffer({
      type: 'Podcast',
      audio: {
        url: null,
        media: { file: 'folge_1_a1b2c3d4e5.mp3', version: 'v1' },
        mime: 'audio/mpeg',
        sizeBytes: 1_234_560,
        durationSeconds: 1925.4,
      },
    });
    expect(digitalOfferLd(podcast, page)).toMatchObject({
      '@type': 'PodcastEpisode',
      name: 'Hinter den Kulissen',
      associatedMedia: {
        '@type': 'AudioObject',
        // From the site's own origin, as the page's player loads it.
        contentUrl: `${origin}/media/v1/file/folge_1_a1b2c3d4e5.mp3`,
        encodingFormat: 'audio/mpeg',
        duration: 'PT32M5S',
      },
    });
  });

  it('makes a video a VideoObject with thumbnail, upload date and player', () => {
    const video = sampleDigitalOffer({
      type: 'Video',
      image: null,
      video: {
        title: 'Werkstatt',
        url: 'https://www.youtube.com/watch?v=abc',
        embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
        caption: null,
        poster: sampleImage,
        aspectRatio: 16 / 9,
      },
    });
    expect(digitalOfferLd(video, page)).toMatchObject({
      '@type': 'VideoObject',
      name: 'Hinter den Kulissen',
      description: 'Ein Blick in die Werkstatt.',
      thumbnailUrl: `${origin}/media/v1/1280/original.jpg.jpeg`,
      uploadDate: '2026-07-15',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
    });
  });

  it('makes a quiz a Quiz of its questions without giving the answers away', () => {
    const quiz = sampleDigitalOffer({
      type: 'Quiz',
      quiz: [
        {
          question: 'Wie alt ist die Dampfmaschine?',
          answers: [
            { text: '100 Jahre', correct: false },
            { text: '200 Jahre', correct: true },
          ],
          explanation: null,
        },
      ],
    });
    const node = digitalOfferLd(quiz, page);
    expect(node).toMatchObject({
      '@type': 'Quiz',
      hasPart: [
        {
          '@type': 'Question',
          name: 'Wie alt ist die Dampfmaschine?',
          suggestedAnswer: [
            { '@type': 'Answer', text: '100 Jahre' },
            { '@type': 'Answer', text: '200 Jahre' },
          ],
        },
      ],
    });
    expect(JSON.stringify(node)).not.toContain('acceptedAnswer');
    expect(JSON.stringify(node)).not.toContain('correct');
  });

  it("describes the author's page as a ProfilePage of the same Person", () => {
    const profile = authorProfileLd(
      {
        name: 'Mara Beispiel',
        slug: 'mara-beispiel',
        bio: 'Kuratorin für Technik.',
        image: null,
        alternates: { de: 'mara-beispiel' },
        digitalOffers: [],
      },
      samplePage(authorPage.slice(origin.length)),
    );
    expect(profile).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: authorPage,
      inLanguage: 'de-DE',
      mainEntity: { ...author, description: 'Kuratorin für Technik.' },
    });
  });

  it('names no author where the offer has none', () => {
    expect(digitalOfferLd(sampleDigitalOffer({ author: null }), page)).not.toHaveProperty('author');
  });
});
