import { describe, expect, it } from 'vitest';
import type { CollectionObject } from '~/domain/collection';
import type { DigitalOffer, Event, Exhibition, Page, RichText } from '~/domain/types';
import { richTextToPlain, toSearchDocument } from './documents.server';
import { createSearchIndex } from './search-index.server';

const text = (value: string) => ({
  type: 'text' as const,
  text: value,
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  code: false,
});
const paragraph = (value: string): RichText[number] => ({
  type: 'paragraph',
  children: [text(value)],
});

describe('rich text as plain text', () => {
  it('keeps the words of every kind of block, links and nested lists included', () => {
    const blocks: RichText = [
      { type: 'heading', level: 2, children: [text('Anreise')] },
      {
        type: 'paragraph',
        children: [
          text('Mit der '),
          { type: 'link', url: '/besuch', isExternal: false, children: [text('Straßenbahn')] },
          text(' bis zum Museum.'),
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [text('Linie 4')] },
          {
            type: 'list',
            format: 'ordered',
            children: [{ type: 'list-item', children: [text('Haltestelle Werkhof')] }],
          },
        ],
      },
      {
        type: 'image',
        image: {
          url: 'x',
          alt: { de: 'Luftschiffhalle', en: 'Airship hangar' },
          width: null,
          height: null,
          formats: {},
          media: null,
        },
      },
    ];
    const plain = richTextToPlain(blocks, 'de');
    expect(plain).toBe(
      'Anreise\nMit der Straßenbahn bis zum Museum.\nLinie 4\nHaltestelle Werkhof\nLuftschiffhalle',
    );
    expect(richTextToPlain(blocks, 'en')).toContain('Airship hangar');
  });
});

describe('search documents', () => {
  it('makes a page of its blocks, FAQ questions and answers included, under its section', () => {
    const page = {
      title: 'Häufige Fragen',
      slug: 'faq',
      section: 'visit',
      headline: null,
      teaserText: 'Antworten vor dem Besuch',
      blocks: [
        { kind: 'rich-text', body: [paragraph('Wir freuen uns auf Sie.')] },
        {
          kind: 'faq',
          title: 'Besuch',
          items: [{ question: 'Gibt es eine Garderobe?', answer: [paragraph('Ja, kostenlos.')] }],
        },
        { kind: 'slider', title: 'Bilder', images: [] },
      ],
    } as unknown as Page;
    const doc = toSearchDocument.page('p1', page, 'de');
    expect(doc).toMatchObject({
      id: 'page:p1',
      kind: 'page',
      locale: 'de',
      path: '/besuch/faq',
      title: 'Häufige Fragen',
      teaser: 'Antworten vor dem Besuch',
    });
    expect(doc.body).toContain('Gibt es eine Garderobe?');
    expect(doc.body).toContain('Ja, kostenlos.');
    expect(doc.body).toContain('Wir freuen uns auf Sie.');
    expect(toSearchDocument.page('p1', { ...page, slug: 'faq' }, 'en').path).toBe('/en/visit/faq');
  });

  it('gives a podcast its transcript, quiz and author, and never marks it past', () => {
    const podcast = {
      title: 'Maschinen flüstern',
      slug: 'podcast',
      headline: null,
      teaserText: null,
      publishedDate: '2020-01-01',
      body: [paragraph('Eine Folge über Geräusche.')],
      transcript: [paragraph('Willkommen im Klangarchiv.')],
      quiz: [
        {
          question: 'Wie laut ist ein Webstuhl?',
          answers: [{ text: 'Sehr laut', correct: true }],
          explanation: null,
        },
      ],
      author: { name: 'Jonas Albrecht', slug: 'jonas' },
    } as unknown as DigitalOffer;
    const doc = toSearchDocument.discover('d1', podcast, 'de');
    expect(doc.path).toBe('/digitale-angebote/podcast');
    expect(doc.past).toBe(false);
    for (const words of ['Klangarchiv', 'Webstuhl', 'Sehr laut', 'Jonas Albrecht']) {
      expect(doc.body).toContain(words);
    }
  });

  it('dates an event by its start and end, and leaves recurring events current', () => {
    const event = {
      title: 'Werkstatt',
      slug: 'werkstatt',
      headline: null,
      teaserText: null,
      startDate: '2026-11-22T10:00:00.000Z',
      endDate: '2026-11-22T10:45:00.000Z',
      dateTimeOverride: null,
      body: [],
      place: 'Halle 2',
    } as unknown as Event;
    const doc = toSearchDocument.event('e1', event, 'en');
    expect(doc).toMatchObject({
      id: 'event:e1',
      path: '/en/events/werkstatt',
      date: { start: '2026-11-22T10:00:00.000Z', end: '2026-11-22T10:45:00.000Z' },
      body: 'Halle 2',
    });
    expect(doc.past).toBeUndefined();
    const recurring = toSearchDocument.event(
      'e1',
      { ...event, dateTimeOverride: 'sonntags' },
      'de',
    );
    expect(recurring.past).toBe(false);
  });

  it('never marks an exhibition without an end date past: permanent ones run on', () => {
    const permanent = {
      contentType: 'exhibition',
      title: 'Technik in Bewegung',
      slug: 'technik-in-bewegung',
      type: 'permanent',
      headline: null,
      teaserText: null,
      startDate: '2012-05-04',
      endDate: null,
      body: [paragraph('Dampfmaschinen zum Anfassen.')],
      place: null,
    } as unknown as Exhibition;
    const closed = {
      ...permanent,
      title: 'Stromlinien',
      slug: 'stromlinien',
      type: 'temporary',
      startDate: '2025-10-11',
      endDate: '2026-02-14',
    } as Exhibition;
    const openEnded = { ...closed, slug: 'offen', startDate: '2026-10-11', endDate: null };
    const doc = toSearchDocument.exhibition('x1', permanent, 'de');
    expect(doc).toMatchObject({
      date: { start: '2012-05-04', end: null },
      type: 'permanent',
      past: false,
    });
    expect(toSearchDocument.exhibition('x3', openEnded, 'de').past).toBe(false);

    const index = createSearchIndex('de');
    index.add(doc);
    index.add(toSearchDocument.exhibition('x2', closed, 'de'));
    const { hits } = index.search('Dampfmaschinen', { now: new Date('2026-11-29T11:00:00Z') });
    expect(hits.map((hit) => [hit.title, hit.type, hit.past])).toEqual([
      ['Technik in Bewegung', 'permanent', false],
      ['Stromlinien', 'temporary', true],
    ]);
  });
});

/** An object of the collection as the content layer gives it (what the search reads of it). */
function collectionObject(overrides: Partial<CollectionObject> = {}): CollectionObject {
  return {
    contentType: 'collection-object',
    id: 'doc-1',
    slug: 'zm-t-1912-004',
    inventoryNumber: 'ZM-T-1912-004',
    title: 'Stehende Dampfmaschine mit Fliehkraftregler',
    image: null,
    objectTypes: [{ title: 'Dampfmaschine', slug: 'dampfmaschine', conceptId: null }],
    classifications: [],
    makers: [
      {
        name: 'Gebrüder Halbach Maschinenbau',
        slug: 'gebrueder-halbach',
        role: 'Hersteller',
        born: null,
        died: null,
        gnd: null,
        wikidata: null,
      },
    ],
    dating: { text: '1912', earliest: 1912, latest: 1912 },
    place: null,
    materials: [],
    techniques: [],
    dimensions: null,
    description: [],
    inscription: [],
    provenance: [],
    creditLine: null,
    contentNote: null,
    subjects: [],
    literature: [],
    location: { kind: 'storage' },
    related: [],
    images: [],
    alternates: { de: 'zm-t-1912-004', en: 'zm-t-1912-004' },
    updatedAt: '2026-11-20T09:00:00.000Z',
    withdrawn: false,
    withdrawnNote: null,
    ...overrides,
  };
}

describe('collection objects in the site search', () => {
  it('are found by title, maker and inventory number, as kind "object", on their page', async () => {
    const doc = toSearchDocument.object('doc-1', collectionObject(), 'de');
    expect(doc).toMatchObject({
      id: 'object:doc-1',
      kind: 'object',
      path: '/sammlung/objekt/zm-t-1912-004',
      title: 'Stehende Dampfmaschine mit Fliehkraftregler',
      past: false,
    });
    const index = createSearchIndex('de');
    await index.addAll([doc!]);
    for (const text of ['Fliehkraftregler', 'Halbach', 'ZM-T-1912-004']) {
      expect(
        index.search(text).hits.map((hit) => hit.id),
        text,
      ).toEqual(['object:doc-1']);
    }
    const english = toSearchDocument.object(
      'doc-1',
      collectionObject({ title: 'Steam engine' }),
      'en',
    );
    expect(english?.path).toBe('/en/collection/object/zm-t-1912-004');
  });

  it('leave withdrawn objects out', () => {
    expect(
      toSearchDocument.object('doc-2', collectionObject({ withdrawn: true }), 'de'),
    ).toBeNull();
  });
});
