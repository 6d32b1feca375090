import { describe, expect, it } from 'vitest';
import type { SearchDocument, SearchKind } from './document';
import { createSearchIndex } from './search-index.server';

const now = new Date('2026-11-25T10:00:00Z');

function doc(
  kind: SearchKind,
  slug: string,
  fields: Partial<SearchDocument>,
  locale = 'de',
): SearchDocument {
  return { id: `${kind}:${slug}`, kind, locale, title: slug, path: `/${kind}/${slug}`, ...fields };
}

function indexOf(docs: SearchDocument[], locale: 'de' | 'en' = 'de') {
  const index = createSearchIndex(locale);
  for (const d of docs) index.add(d);
  return index;
}

const ids = (index: ReturnType<typeof indexOf>, text: string, request = {}) =>
  index.search(text, { now, ...request }).hits.map((hit) => hit.id);

const germanDocs = [
  doc('offer', 'fuehrung', {
    title: 'Öffentliche Führung durch die Technik',
    body: 'Eine Stunde mit Dampfmaschine und Webstuhl.',
  }),
  doc('exhibition', 'zeppelin', {
    title: 'Die Luftschiffhalle',
    teaser: 'Wie die Luftschiffe gebaut wurden.',
    body: 'In der großen Halle an der Seestraße entstanden die ersten Luftschiffe.',
  }),
  doc('page', 'dampf', {
    title: 'Sammlung Technik',
    body: 'Die Dampfmaschine von 1850 ist das älteste Stück. Später kamen Motoren dazu.',
  }),
  doc('press', 'maschine', {
    title: 'Pressemitteilung',
    body: 'Eine Maschine von 1850 und eine Dampfmaschine aus Manchester.',
  }),
  doc('page', 'was-ist', { title: 'Was ist das?', body: 'Fragen und Antworten.' }),
];
const german = indexOf(germanDocs);

describe('German matching', () => {
  it('finds inflected forms by their stem', () => {
    expect(ids(german, 'Führungen')).toEqual(['offer:fuehrung']);
  });

  it('folds umlauts and ß both ways', () => {
    expect(ids(german, 'fuehrung')).toEqual(['offer:fuehrung']);
    expect(ids(german, 'fuhrung')).toEqual(['offer:fuehrung']);
    expect(ids(german, 'oeffentliche')).toEqual(['offer:fuehrung']);
    expect(ids(german, 'seestrasse')).toEqual(['exhibition:zeppelin']);
    expect(ids(german, 'GROSSEN')).toEqual(['exhibition:zeppelin']);
  });

  it('finds compounds by their first and last parts', () => {
    expect(ids(german, 'Luftschiff')).toContain('exhibition:zeppelin');
    expect(ids(german, 'Luftschiff Halle')).toEqual(['exhibition:zeppelin']);
    expect(ids(german, 'Maschine')).toEqual(
      expect.arrayContaining(['page:dampf', 'press:maschine', 'offer:fuehrung']),
    );
  });

  it('matches the last word as a prefix while typing', () => {
    expect(ids(german, 'Webst')).toEqual(['offer:fuehrung']);
    expect(ids(german, 'Dampfmasch')).toHaveLength(3);
    // Earlier words match whole or as a compound part of at least four letters.
    expect(ids(german, 'Web Stunde')).toEqual([]);
    expect(ids(german, 'Webst Stunde')).toEqual(['offer:fuehrung']);
  });

  // Issue 42, point 8 (SPEC §5: no minimum length): one or two letters found nothing.
  it('finds titles by a beginning of one or two letters or digits', () => {
    expect(ids(german, 'Lu')).toEqual(['exhibition:zeppelin']);
    expect(ids(german, 'l')).toEqual(['exhibition:zeppelin']);
    expect(ids(german, 'Ö')).toEqual(['offer:fuehrung']);
    expect(ids(german, 'pr')).toEqual(['press:maschine']);
    expect(ids(german, 'Sa Te')).toEqual(['page:dampf']);
    expect(ids(german, 'xq')).toEqual([]);
    const objects = indexOf([
      doc('page', 'lok', { title: 'Lokomotive Nr. 18' }),
      doc('page', 'uhr', { title: 'Turmuhr', body: 'Gebaut 1850.' }),
    ]);
    expect(ids(objects, '1')).toEqual(['page:lok']);
    expect(german.suggest('Lu').map((hit) => hit.id)).toEqual(['exhibition:zeppelin']);
  });

  it('puts what a short word matches as itself before titles that only begin with it', () => {
    const index = indexOf([
      doc('page', 'eu', { title: 'Förderung', body: 'Mit Mitteln der EU gebaut.' }),
      doc('page', 'eule', { title: 'Die Eule im Depot' }),
    ]);
    expect(ids(index, 'EU')).toEqual(['page:eu', 'page:eule']);
  });

  it('tolerates typos in long words but not in short ones', () => {
    expect(ids(german, 'Dampfmashine')).toHaveLength(3);
    expect(ids(german, 'Webstul')).toEqual(['offer:fuehrung']);
    expect(ids(german, 'Halle Luftschiffe')).toEqual(['exhibition:zeppelin']);
    expect(ids(german, 'Hale Luftschiffe')).toEqual([]);
  });

  it('matches a quoted phrase as a phrase', () => {
    expect(ids(german, 'Dampfmaschine 1850')).toHaveLength(2);
    expect(ids(german, '"Dampfmaschine von 1850"')).toEqual(['page:dampf']);
    expect(ids(german, '„Dampfmaschine von 1850“')).toEqual(['page:dampf']);
  });

  it('does not rank stop words but still answers a query of only stop words', () => {
    expect(ids(german, 'die Webstuhl und')).toEqual(['offer:fuehrung']);
    expect(ids(german, 'was ist das')).toEqual(['page:was-ist']);
  });
});

describe('English matching', () => {
  const english = indexOf(
    [
      doc(
        'exhibition',
        'airships',
        { title: 'Airship exhibition', body: 'Galleries full of history.' },
        'en',
      ),
      doc('event', 'talk', { title: 'Evening talk', body: 'About the exhibitions of 1900.' }, 'en'),
      doc(
        'page',
        'cafe',
        { title: 'Café', body: 'Coffee and cakes near the Zeppelinstraße.' },
        'en',
      ),
    ],
    'en',
  );

  it('stems, folds and tolerates typos', () => {
    expect(ids(english, 'exhibitions')).toEqual(['exhibition:airships', 'event:talk']);
    expect(ids(english, 'gallery')).toEqual(['exhibition:airships']);
    expect(ids(english, 'cafe')).toEqual(['page:cafe']);
    expect(ids(english, 'zeppelinstrasse')).toEqual(['page:cafe']);
    expect(ids(english, 'exibition')).toContain('exhibition:airships');
    expect(ids(english, 'airsh')).toEqual(['exhibition:airships']);
  });

  it('drops English stop words from the ranking', () => {
    expect(ids(english, 'the talk of')).toEqual(['event:talk']);
  });
});

describe('ranking', () => {
  it('ranks a title hit above a body hit', () => {
    const index = indexOf([
      doc('page', 'body', { title: 'Allgemeines', body: 'Alles über das Planetarium hier.' }),
      doc('page', 'title', { title: 'Planetarium', body: 'Sterne und mehr.' }),
    ]);
    expect(ids(index, 'Planetarium')).toEqual(['page:title', 'page:body']);
  });

  it('ranks a past event below a current one with the same text', () => {
    const same = { title: 'Orgelkonzert', body: 'Musik im Lichthof.' };
    const index = indexOf([
      doc('event', 'past', { ...same, date: { start: '2026-11-01', end: '2026-11-02' } }),
      doc('event', 'next', { ...same, date: '2026-12-01T18:00:00+01:00' }),
      doc('event', 'flagged', { ...same, past: true }),
    ]);
    const result = index.search('Orgelkonzert', { now });
    expect(result.hits.map((hit) => [hit.id, hit.past])).toEqual([
      ['event:next', false],
      ['event:past', true],
      ['event:flagged', true],
    ]);
  });
});

describe('kinds and pages', () => {
  const many = indexOf([
    ...Array.from({ length: 7 }, (_, i) => doc('event', `e${i}`, { title: `Werkstatt ${i}` })),
    ...Array.from({ length: 3 }, (_, i) => doc('offer', `o${i}`, { title: `Werkstatt Kurs ${i}` })),
    doc('author', 'a', { title: 'Werkstattleiterin Anna' }),
  ]);

  it('counts hits per kind and filters by kind', () => {
    const result = many.search('Werkstatt', { now, kind: 'offer' });
    expect(result.total).toBe(11);
    expect(result.countsByKind).toMatchObject({ event: 7, offer: 3, author: 1, page: 0 });
    expect(result.kind).toBe('offer');
    expect(result.hits.map((hit) => hit.kind)).toEqual(['offer', 'offer', 'offer']);
  });

  it('ignores an unknown kind filter', () => {
    const result = many.search('Werkstatt', { now, kind: 'nonsense' });
    expect(result.kind).toBeNull();
    expect(result.hits).toHaveLength(10);
  });

  it('pages through the hits', () => {
    const first = many.search('Werkstatt', { now, pageSize: 4 });
    const third = many.search('Werkstatt', { now, pageSize: 4, page: 3 });
    const beyond = many.search('Werkstatt', { now, pageSize: 4, page: 9 });
    expect(first.hits).toHaveLength(4);
    expect(third.hits).toHaveLength(3);
    expect(beyond.hits).toEqual([]);
    expect(beyond.total).toBe(11);
    const all = [1, 2, 3].flatMap(
      (page) => many.search('Werkstatt', { now, pageSize: 4, page }).hits,
    );
    expect(new Set(all.map((hit) => hit.id)).size).toBe(11);
  });
});

describe('incremental updates', () => {
  it('replace and remove change what is found', () => {
    const index = indexOf([doc('event', 'a', { title: 'Sommerfest im Garten' })]);
    expect(ids(index, 'Sommerfest')).toEqual(['event:a']);
    index.replace(doc('event', 'a', { title: 'Winterfest im Lichthof' }));
    expect(index.size).toBe(1);
    expect(ids(index, 'Sommerfest')).toEqual([]);
    expect(ids(index, 'Winterfest')).toEqual(['event:a']);
    index.replace(doc('event', 'b', { title: 'Winterfest für Kinder' }));
    expect(ids(index, 'Winterfest').sort()).toEqual(['event:a', 'event:b']);
    expect(index.remove('event:a')).toBe(true);
    expect(index.remove('event:a')).toBe(false);
    expect(ids(index, 'Winterfest')).toEqual(['event:b']);
    expect(ids(index, 'Lichthof')).toEqual([]);
    expect(index.size).toBe(1);
  });

  it('forgets removed words for completions and spelling', () => {
    const index = indexOf([
      doc('page', 'a', { title: 'Planetarium' }),
      doc('page', 'b', { title: 'Planetenweg' }),
    ]);
    expect(index.suggest('Plane').map((s) => s.id)).toHaveLength(2);
    index.remove('page:a');
    expect(index.suggest('Plane').map((s) => s.id)).toEqual(['page:b']);
    expect(index.search('Planetarim', { now }).suggestion).toBeUndefined();
    index.replace(doc('page', 'a', { title: 'Planetarium' }));
    expect(index.search('Planetarim', { now }).suggestion).toBe('Planetarium');
  });

  it('adds many items in slices, updating those already in', async () => {
    const index = indexOf([doc('event', 'e1', { title: 'Alt' })]);
    const items = Array.from({ length: 25 }, (_, i) =>
      doc('event', `e${i}`, { title: `Kerzenziehen ${i}` }),
    );
    const pending = index.addAll(items, 10);
    // The first slice is in; the rest waits for the next turn of the event loop.
    expect(index.size).toBe(10);
    await pending;
    expect(index.size).toBe(25);
    expect(index.search('Kerzenziehen', { now }).total).toBe(25);
    expect(ids(index, 'Alt')).toEqual([]);
  });

  it('loads an empty index in bulk with the results of adding one by one', async () => {
    const loaded = createSearchIndex('de');
    await loaded.addAll([...germanDocs, germanDocs[0]!], 2);
    expect(loaded.size).toBe(germanDocs.length);
    const queries = [
      'Dampfmaschine',
      'Führungen',
      'Luftschiff',
      'Halle',
      'Techn',
      '"großen Halle"',
    ];
    for (const text of queries) {
      const expected = german.search(text, { now });
      const actual = loaded.search(text, { now });
      expect(actual.hits.map((hit) => hit.id)).toEqual(expected.hits.map((hit) => hit.id));
      actual.hits.forEach((hit, i) => expect(hit.score).toBeCloseTo(expected.hits[i]!.score, 9));
    }
    expect(loaded.suggest('Luft')).toEqual(german.suggest('Luft'));
    await loaded.settled();
    expect(ids(loaded, '"großen Halle"')).toEqual(ids(german, '"großen Halle"'));
    // The loaded engine takes updates like any other.
    loaded.remove('page:dampf');
    loaded.replace(doc('event', 'dampf', { title: 'Dampfmaschine unter Dampf' }));
    expect(ids(loaded, 'Dampfmaschine')[0]).toBe('event:dampf');
    expect(ids(loaded, 'Dampfmaschine')).not.toContain('page:dampf');
  });

  it('refuses changes while it loads in bulk', async () => {
    const index = createSearchIndex('de');
    const pending = index.addAll(germanDocs, 1);
    expect(() => index.add(doc('page', 'neu', { title: 'Neu' }))).toThrow(/loading/);
    expect(() => index.remove('page:dampf')).toThrow(/loading/);
    await pending;
    index.add(doc('page', 'neu', { title: 'Neu' }));
    expect(index.size).toBe(germanDocs.length + 1);
  });

  it('refuses a duplicate add and another locale', () => {
    const index = indexOf([doc('event', 'a', { title: 'Fest' })]);
    expect(() => index.add(doc('event', 'a', { title: 'Fest' }))).toThrow();
    expect(() => index.add(doc('event', 'b', { title: 'Party' }, 'en'))).toThrow();
    // A refused update keeps the old version.
    expect(() => index.replace(doc('event', 'a', { title: 'Party' }, 'en'))).toThrow();
    expect(ids(index, 'Fest')).toEqual(['event:a']);
  });
});

describe('snippets', () => {
  it('marks the matched words in the body', () => {
    const [hit] = german
      .search('Dampfmaschinen', { now })
      .hits.filter((h) => h.id === 'page:dampf');
    expect(hit?.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(['Dampfmaschine']);
  });

  it('keeps markup in the text as text', () => {
    const index = indexOf([
      doc('page', 'x', { title: 'Test', body: 'Vorher <script>alert(1)</script> Skulptur danach' }),
    ]);
    const [hit] = index.search('Skulptur', { now }).hits;
    expect(hit?.snippet).toEqual([
      { text: 'Vorher <script>alert(1)</script> ', mark: false },
      { text: 'Skulptur', mark: true },
      { text: ' danach', mark: false },
    ]);
  });
});

describe('bad input', () => {
  it('gives an empty result for empty text', () => {
    for (const text of ['', '   ', undefined, null, 42, '"" ()']) {
      const result = german.search(text, { now });
      expect(result.total).toBe(0);
      expect(result.hits).toEqual([]);
    }
  });

  it('cuts text over 200 characters and says so', () => {
    const result = german.search(`Webstuhl ${'x'.repeat(300)}`, { now });
    expect(result.truncated).toBe(true);
    expect(Array.from(result.text)).toHaveLength(200);
    expect(german.search('Webstuhl', { now }).truncated).toBe(false);
  });

  it('treats operators and special characters as text', () => {
    const inputs = [
      'Webstuhl AND Technik',
      '-Webstuhl',
      'Webst*',
      '"Webstuhl',
      '(Webstuhl)',
      'title:Webstuhl',
      'Webstuhl 🚂',
      '🚂🚂',
      '\\u0000 <script>',
      '*',
      'a'.repeat(500),
    ];
    for (const text of inputs) expect(() => german.search(text, { now })).not.toThrow();
    expect(ids(german, '-Webstuhl')).toEqual(['offer:fuehrung']);
    expect(ids(german, '(Webstuhl)')).toEqual(['offer:fuehrung']);
    expect(ids(german, 'Webstuhl 🚂')).toEqual(['offer:fuehrung']);
    expect(ids(german, '"Webstuhl')).toEqual(['offer:fuehrung']);
  });

  it('clamps odd page numbers', () => {
    const result = german.search('Technik', { now, page: -3, pageSize: 1e9 });
    expect(result.page).toBe(1);
    expect(result.pageSize).toBe(100);
  });
});

describe('spelling suggestion', () => {
  it('suggests the word the index knows', () => {
    expect(german.search('Dampfmashine', { now }).suggestion).toBe('Dampfmaschine');
    const none = german.search('Webstul Pressemiteilung', { now });
    expect(none.total).toBe(0);
    expect(none.suggestion).toBe('Webstuhl Pressemitteilung');
  });

  it('suggests nothing for known words and prefixes', () => {
    expect(german.search('Dampfmaschine', { now }).suggestion).toBeUndefined();
    expect(german.search('Dampfm', { now }).suggestion).toBeUndefined();
  });

  it('takes a compound part for a word, not for a typo', () => {
    // "Presse" is no term of its own, but the start of "Pressemitteilung".
    const result = german.search('Presse Dampfmaschine', { now });
    expect(result.suggestion).toBeUndefined();
    expect(result.hits.map((hit) => hit.id)).toEqual(['press:maschine']);
  });
});

describe('suggest', () => {
  it('gives titles with paths while typing', () => {
    expect(german.suggest('luftsch')).toEqual([
      {
        id: 'exhibition:zeppelin',
        kind: 'exhibition',
        title: 'Die Luftschiffhalle',
        path: '/exhibition/zeppelin',
      },
    ]);
    expect(german.suggest('')).toEqual([]);
    expect(german.suggest('Technik', 1)).toHaveLength(1);
  });
});
