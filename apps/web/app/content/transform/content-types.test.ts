/** What each kind of content carries for its screens, read from the recorded fixtures. */
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/domain/locale';
import { fixtureNames, readFixture, testContext } from '../__fixtures__/files';
import { responseData, type ContentProblem } from '../strapi';
import type { PageBlockKind } from '~/domain/types';
import { itemTransformers, type CollectionItem, type CollectionName } from './index';
import { toPageBlocks } from './page-blocks';
import { toItems, type ItemTransformer } from './teaser';

function items<Name extends CollectionName>(
  type: Name,
  file: string,
  locale: Locale,
  shape: 'v4' | 'v5' = 'v5',
  problems: ContentProblem[] = [],
): CollectionItem<Name>[] {
  const transform = itemTransformers[type] as ItemTransformer<CollectionItem<Name>>;
  return toItems(
    transform,
    responseData(readFixture(shape, file)),
    testContext(locale, problems),
    file,
  );
}

/** Detail fixtures of a type, as [German file, English file] pairs of the same entry. */
function detailPairs(type: CollectionName) {
  const keys = new Set(
    fixtureNames.filter((name) => name.type === type && name.detail).map((name) => name.detail),
  );
  return [...keys].map((key) => ({
    key,
    de: `${type}.detail.${key}.de`,
    en: `${type}.detail.${key}.en`,
  }));
}

const localizedDetailTypes = [
  'exhibitions',
  'events',
  'offers',
  'digital-offers',
  'press-releases',
  'pages',
  'authors',
] as const;

type Localized = { slug: string; alternates: Record<string, string> };

describe('alternates (language switch)', () => {
  for (const type of localizedDetailTypes) {
    it(`names the slug in both locales for ${type} that exist in both`, () => {
      const pairs = detailPairs(type).filter((pair) => items(type, pair.en, 'en').length > 0);
      expect(pairs.length).toBeGreaterThan(0);
      for (const pair of pairs) {
        const [german] = items(type, pair.de, 'de') as Localized[];
        const [english] = items(type, pair.en, 'en') as Localized[];
        expect(german?.alternates).toEqual({ de: german?.slug, en: english?.slug });
        expect(english?.alternates).toEqual(german?.alternates);
        expect(german?.slug).not.toBe(undefined);
      }
    });
  }

  it('has no en for a German-only event, whose English request answers nothing', () => {
    const germanOnly = detailPairs('events').filter(
      (pair) => items('events', pair.en, 'en').length === 0,
    );
    expect(germanOnly).toHaveLength(1);
    const [event] = items('events', germanOnly[0]!.de, 'de');
    expect(event?.alternates).toEqual({ de: event?.slug });
    expect(Object.keys(event?.alternates ?? {})).not.toContain('en');
  });

  it('gives every entry of every localized list its own slug and the other where it exists', () => {
    for (const name of fixtureNames.filter(
      (n) => !n.detail && n.locale && n.type in itemTransformers,
    )) {
      const type = name.type as CollectionName;
      for (const item of items(type, name.file, name.locale!)) {
        const alternates = (item as { alternates?: Record<string, string> }).alternates;
        expect(alternates?.[name.locale!], name.file).toBe((item as { slug: string }).slug);
      }
    }
  });

  it('reads taxonomy alternates from the list', () => {
    const german = items('categories', 'categories.de', 'de');
    const english = items('categories', 'categories.en', 'en');
    for (const category of german) {
      const translated = english.find((other) => other.slug === category.alternates.en);
      if (translated) expect(translated.alternates.de).toBe(category.slug);
    }
    expect(german.every((category) => category.alternates.de === category.slug)).toBe(true);
  });
});

describe('exhibitions, events and offers', () => {
  it('an exhibition detail carries related events and offers as teasers', () => {
    const [pair] = detailPairs('exhibitions');
    const [exhibition] = items('exhibitions', pair!.de, 'de');
    expect(exhibition?.events.length).toBeGreaterThan(0);
    expect(exhibition?.offers.length).toBeGreaterThan(0);
    expect(exhibition?.events.every((teaser) => teaser.contentType === 'event')).toBe(true);
    expect(exhibition?.offers.every((teaser) => teaser.contentType === 'offer')).toBe(true);
    const starts = exhibition?.events.map((teaser) => teaser.startDate ?? '') ?? [];
    expect(starts).toEqual([...starts].sort());
  });

  it('an event detail carries its offer, exhibitions and target groups as { title, slug }', () => {
    const withOffer = detailPairs('events')
      .map((pair) => items('events', pair.de, 'de')[0])
      .find((event) => event?.offer);
    expect(withOffer?.offer?.contentType).toBe('offer');
    expect(withOffer?.exhibitions[0]).toEqual({
      title: expect.any(String),
      slug: expect.any(String),
      type: expect.stringMatching(/^(permanent|temporary|schauhaus)$/),
      seasonalColorRequired: expect.any(Boolean),
    });
    for (const term of [...(withOffer?.targetGroups ?? []), ...(withOffer?.categories ?? [])]) {
      expect(Object.keys(term).sort()).toEqual(['slug', 'title']);
    }
  });

  it('an offer detail carries its info block, bookability and participants', () => {
    const [pair] = detailPairs('offers');
    const [offer] = items('offers', pair!.de, 'de');
    expect(offer?.info).not.toBeNull();
    expect(offer?.bookable).toBe(true);
    expect(offer?.accessibilityTags.length).toBeGreaterThan(0);
    expect(offer?.maxParticipants === null || offer!.maxParticipants > 0).toBe(true);
  });

  it('list answers hold only list fields: no body, gallery or seo', () => {
    for (const type of [
      'exhibitions',
      'events',
      'offers',
      'digital-offers',
      'press-releases',
    ] as const) {
      const [first] = items(type, `${type}.de`, 'de') as { body: unknown[]; seo: unknown }[];
      expect(first?.body, type).toEqual([]);
      expect(first?.seo, type).toBeNull();
    }
  });
});

describe('digital offers', () => {
  const details = () =>
    detailPairs('digital-offers').flatMap((pair) => items('digital-offers', pair.de, 'de'));

  it('a podcast has its audio as an upload (never the CMS address), mime, duration, transcript', () => {
    const podcast = details().find((offer) => offer.type === 'Podcast');
    // The site serves the upload from its own origin; the CMS's address is not kept.
    expect(podcast?.audio?.url).toBeNull();
    expect(podcast?.audio?.media).toEqual({
      file: expect.stringMatching(/^[\w-]+\.mp3$/),
      version: expect.stringMatching(/^[a-z0-9]{15}$/),
    });
    expect(podcast?.audio?.mime).toMatch(/^audio\//);
    expect(podcast?.audio?.durationSeconds).toBeGreaterThan(0);
    expect(podcast?.transcript.length).toBeGreaterThan(0);
    expect(podcast?.author?.slug).toBeTruthy();
  });

  it('a quiz has questions whose answers say which is correct', () => {
    const quiz = details().find((offer) => offer.type === 'Quiz');
    expect(quiz?.quiz.length).toBeGreaterThan(0);
    for (const question of quiz?.quiz ?? []) {
      expect(question.answers.length).toBeGreaterThan(1);
      expect(question.answers.some((answer) => answer.correct)).toBe(true);
    }
  });

  it('drops a question without a correct answer and reports it', () => {
    const [pair] = detailPairs('digital-offers').filter((p) =>
      items('digital-offers', p.de, 'de').some((offer) => offer.type === 'Quiz'),
    );
    const answer = structuredClone(readFixture('v5', pair!.de)) as {
      data: { quiz: { answers: { correct: boolean }[] }[] }[];
    };
    const quiz = answer.data[0]!.quiz;
    for (const option of quiz[0]!.answers) option.correct = false;
    const problems: ContentProblem[] = [];
    const [offer] = toItems(
      itemTransformers['digital-offers'],
      responseData(answer),
      testContext('de', problems),
      'x',
    );
    expect(offer?.quiz).toHaveLength(quiz.length - 1);
    expect(problems.map((problem) => problem.where)).toEqual(['x[0].quiz[0]']);
  });

  it('a video is an embed: its address, the privacy-enhanced player, its title and image', () => {
    const video = details().find((offer) => offer.type === 'Video');
    expect(video?.video).toEqual({
      title: video?.title,
      url: expect.stringMatching(/^https:\/\/(www\.youtube\.com|vimeo\.com)\//),
      embedUrl: expect.stringMatching(
        /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/\d+\?dnt=1$)/,
      ),
      caption: null,
      poster: video?.image,
      aspectRatio: 16 / 9,
    });
    expect(video?.image).not.toBeNull();
  });
});

describe('press releases', () => {
  it('carry downloads as uploads (never the CMS address), mime, size in bytes, extension, contact', () => {
    const [pair] = detailPairs('press-releases');
    const [release] = items('press-releases', pair!.de, 'de');
    const raw = (
      readFixture('v5', pair!.de) as { data: { downloads: { file: { size: number } | null }[] }[] }
    ).data[0]!.downloads;
    const withFile = release?.downloads.find((download) => download.file);
    expect(withFile?.file).toEqual({
      url: null,
      media: {
        file: expect.stringMatching(/^[\w-]+\.[a-z]+$/),
        version: expect.stringMatching(/^[a-z0-9]{15}$/),
      },
      name: expect.any(String),
      mime: expect.stringMatching(/\//),
      sizeBytes: Math.round((raw.find((d) => d.file)?.file?.size ?? 0) * 1000),
      extension: expect.stringMatching(/^[a-z0-9]+$/),
    });
    expect(release?.kind).toMatch(/^(release|kit)$/);
    expect(release?.contact).not.toBeNull();
  });
});

describe('pages', () => {
  const allKinds: PageBlockKind[] = [
    'rich-text',
    'info-block',
    'material-block',
    'teaser',
    'contact-list',
    'partner-list',
    'slider',
    'faq',
    'embed',
  ];
  const pages = (locale: Locale) =>
    detailPairs('pages').flatMap((pair) =>
      items('pages', locale === 'de' ? pair.de : pair.en, locale),
    );

  it('turn all nine block kinds into typed blocks', () => {
    for (const locale of ['de', 'en'] as const) {
      const kinds = new Set(
        pages(locale).flatMap((page) => page.blocks.map((block) => block.kind)),
      );
      expect([...kinds].sort()).toEqual([...allKinds].sort());
    }
  });

  it('give each block kind its content', () => {
    const blocks = pages('de').flatMap((page) => page.blocks);
    for (const block of blocks) {
      switch (block.kind) {
        case 'rich-text':
          expect(block.body.length).toBeGreaterThan(0);
          break;
        case 'material-block':
          expect(block.items.length).toBeGreaterThan(0);
          expect(block.items.every((item) => item.file !== null || item.url !== null)).toBe(true);
          break;
        case 'contact-list':
          expect(block.contacts.length).toBeGreaterThan(0);
          break;
        case 'partner-list':
          // Partners are filled in by the content service (reads.server.test.ts).
          expect(block.partners).toEqual([]);
          expect(block.group === null || typeof block.group === 'string').toBe(true);
          break;
        case 'slider':
          expect(block.images.length).toBeGreaterThan(0);
          break;
        case 'faq':
          expect(block.items.length).toBeGreaterThan(0);
          expect(block.items.every((item) => item.question && item.answer.length > 0)).toBe(true);
          break;
        case 'teaser':
          expect(block.title ?? block.text).toBeTruthy();
          break;
        case 'info-block':
          expect(Object.values(block.info).some(Boolean)).toBe(true);
          break;
        case 'embed':
          expect(block.embed.title).toBeTruthy();
          expect(block.embed.url).toMatch(/^https:\/\//);
          expect(block.embed.embedUrl).toMatch(/^https:\/\//);
          expect(block.embed.aspectRatio).toBeGreaterThan(0);
          break;
      }
    }
  });

  it('leave out an unknown or broken block and keep the others', () => {
    const problems: ContentProblem[] = [];
    const blocks = toPageBlocks(
      [
        {
          __component: 'blocks.rich-text',
          body: [{ type: 'paragraph', children: [{ type: 'text', text: 'A' }] }],
        },
        { __component: 'blocks.carousel', images: [] },
        { __component: 'blocks.partner-list', title: 'P', group: 'sponsors' },
        { title: 'no component' },
        {
          __component: 'blocks.faq',
          title: 'F',
          items: [{ question: 'Q?', answer: [] }, { answer: [] }],
        },
      ],
      testContext('de', problems),
      'page.blocks',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['rich-text', 'faq']);
    expect(blocks[1]).toEqual({ kind: 'faq', title: 'F', items: [{ question: 'Q?', answer: [] }] });
    expect(problems.map((problem) => problem.where)).toEqual([
      'page.blocks[1]',
      'page.blocks[2](blocks.partner-list)',
      'page.blocks[3]',
      'page.blocks[4](blocks.faq).items[1]',
    ]);
  });

  it('list teasers carry section, order and accessibility tags', () => {
    const list = items('pages', 'pages.de', 'de');
    for (const page of list) {
      expect(page.section).toMatch(/^(visit|museum|accessibility|none)$/);
      expect(Array.isArray(page.accessibilityTags)).toBe(true);
      expect(page.blocks).toEqual([]);
    }
  });
});

describe('partners and redirects', () => {
  it('partners have a group, an order and a logo', () => {
    for (const partner of items('partners', 'partners', 'de')) {
      expect(partner.group).toMatch(/^(media|mobility|memberships|awards)$/);
      expect(partner.logo?.url).toMatch(/^https:\/\/cms\.example\.org\//);
    }
  });

  it('redirects keep from, to and permanent', () => {
    for (const redirect of items('redirects', 'redirects', 'de')) {
      expect(redirect.from.startsWith('/')).toBe(true);
      expect(typeof redirect.permanent).toBe('boolean');
    }
  });
});
