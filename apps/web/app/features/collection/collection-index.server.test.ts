import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  inventorySortKey,
  openCollectionIndex,
  type CollectionIndex,
  type IndexedObject,
} from './collection-index.server';

function object(
  inventoryNumber: string,
  title: IndexedObject['title'],
  more: Partial<IndexedObject> = {},
): IndexedObject {
  return {
    id: inventoryNumber.toLowerCase(),
    inventoryNumber,
    title,
    text: {},
    facets: {},
    card: { title },
    ...more,
  };
}

const objects: IndexedObject[] = [
  object(
    'ZM-T-1912-004',
    {
      de: 'Stehende Dampfmaschine mit Fliehkraftregler',
      en: 'Vertical steam engine with centrifugal governor',
    },
    {
      text: {
        de: 'Gebrüder Halbach Maschinenbau. Gusseisen, Messing. Trieb in der Werkhalle die Drehbänke einer Lehrwerkstatt an.',
        en: 'Gebrüder Halbach Maschinenbau. Cast iron, brass. Drove the lathes of a training workshop.',
      },
      facets: {
        objectType: ['steam-engine'],
        maker: ['halbach'],
        material: ['cast-iron', 'brass'],
        century: ['20'],
        onDisplay: ['yes'],
        hasImage: ['yes'],
        licence: ['CC0-1.0'],
      },
      earliest: 1912,
    },
  ),
  object(
    'ZM-T-1887-012',
    { de: 'Dampfmaschinenmodell für den Unterricht', en: 'Teaching model of a steam engine' },
    {
      text: { de: 'Messing und Holz; Führung der Kolbenstange sichtbar.' },
      labels: { objectType: { model: { de: 'Modell' } } },
      facets: {
        objectType: ['model'],
        material: ['brass', 'wood'],
        century: ['19'],
        hasImage: ['yes'],
        licence: ['CC-BY-4.0'],
      },
      earliest: 1887,
    },
  ),
  object(
    'ZM-K-1958-017',
    { de: 'Hafenkräne im Nebel' },
    {
      text: { de: 'Lene Achterberg, Malerin. Öl auf Leinwand.' },
      labels: { objectType: { painting: { de: 'Gemälde', en: 'Painting' } } },
      facets: {
        objectType: ['painting'],
        maker: ['achterberg'],
        material: ['oil', 'canvas'],
        century: ['20'],
        onDisplay: ['yes'],
        hasImage: ['yes'],
        licence: ['InC'],
      },
      earliest: 1956,
    },
  ),
  object(
    'ZM-F-1931-220',
    { de: 'Werkhalle der Turbinenfabrik, Blick nach Osten' },
    {
      text: { de: 'Silbergelatineabzug' },
      facets: { objectType: ['photograph'], century: ['20'] },
      earliest: 1931,
    },
  ),
  object('ZM-T-2', { de: 'Zahnrad ohne Datierung', en: 'Gear wheel, undated' }),
];

let index: CollectionIndex;

beforeEach(() => {
  index = openCollectionIndex();
  index.upsert(objects);
});
afterEach(() => index.close());

const ids = (result: { hits: { id: string }[] }) => result.hits.map((hit) => hit.id);

describe('the collection index: text', () => {
  it('finds German words by their stem, with umlauts in either spelling and accents folded', () => {
    // The last word may be the start of a longer one: the model's "Dampfmaschinenmodell" too.
    expect(ids(index.search({ locale: 'de', text: 'Dampfmaschinen' })).sort()).toEqual([
      'zm-t-1887-012',
      'zm-t-1912-004',
    ]);
    expect(ids(index.search({ locale: 'de', text: 'Dampfmaschinen Fliehkraftregler' }))).toEqual([
      'zm-t-1912-004',
    ]);
    expect(ids(index.search({ locale: 'de', text: 'Fuehrung' }))).toEqual(['zm-t-1887-012']);
    expect(ids(index.search({ locale: 'de', text: 'hafenkrane' }))).toEqual(['zm-k-1958-017']);
    expect(ids(index.search({ locale: 'de', text: 'Öl Leinwand' }))).toEqual(['zm-k-1958-017']);
  });

  it('takes the last word as typed so far, and needs every word', () => {
    expect(ids(index.search({ locale: 'de', text: 'Turbinenf' }))).toEqual(['zm-f-1931-220']);
    expect(ids(index.search({ locale: 'de', text: 'Messing Holz' }))).toEqual(['zm-t-1887-012']);
    expect(index.search({ locale: 'de', text: 'Messing Nebel' }).total).toBe(0);
  });

  it('finds an object by its inventory number, whole or in part', () => {
    expect(ids(index.search({ locale: 'de', text: 'ZM-K-1958-017' }))).toEqual(['zm-k-1958-017']);
    expect(ids(index.search({ locale: 'en', text: '1931-220' }))).toEqual(['zm-f-1931-220']);
  });

  it('ranks a match in the title above one in the text', () => {
    // "Werkhalle" is in the photograph's title and in the engine's description.
    expect(ids(index.search({ locale: 'de', text: 'Werkhalle' }))).toEqual([
      'zm-f-1931-220',
      'zm-t-1912-004',
    ]);
  });

  it('ranks a title match above a text match even where the title is long and the text short', () => {
    const own = openCollectionIndex();
    own.upsert([
      object('ZM-X-1', { de: 'Kiste' }, { text: { de: 'Kompass' } }),
      object('ZM-X-2', {
        de: 'Ein Kompass aus Messing in einer Holzschatulle mit Deckel, Riemen und Schloss',
      }),
    ]);
    expect(ids(own.search({ locale: 'de', text: 'Kompass' }))).toEqual(['zm-x-2', 'zm-x-1']);
    own.close();
  });

  it('searches English with English stems, and German-only objects by their German words', () => {
    expect(ids(index.search({ locale: 'en', text: 'lathes' }))).toEqual(['zm-t-1912-004']);
    expect(ids(index.search({ locale: 'en', text: 'Hafenkräne' }))).toEqual(['zm-k-1958-017']);
  });

  it('answers a query of punctuation or stop words without an error', () => {
    expect(index.search({ locale: 'de', text: '" * ( OR' }).total).toBe(0);
    expect(index.search({ locale: 'de', text: 'im' }).total).toBe(1);
  });
});

describe('the collection index: facets', () => {
  it('counts each facet over the hits, leaving out its own filter', () => {
    const result = index.search({ locale: 'de', filters: { objectType: ['painting'] } });
    expect(ids(result)).toEqual(['zm-k-1958-017']);
    // Choosing a painting still shows the other types to switch to.
    expect(result.facets.objectType).toEqual([
      { value: 'model', count: 1, label: 'Modell' },
      { value: 'painting', count: 1, label: 'Gemälde' },
      { value: 'photograph', count: 1, label: null },
      { value: 'steam-engine', count: 1, label: null },
    ]);
    // Names in the page's language, else in the other one.
    const english = index.search({ locale: 'en', filters: { objectType: ['painting'] } });
    expect(english.facets.objectType.slice(0, 2).map((f) => f.label)).toEqual([
      'Modell',
      'Painting',
    ]);
    // Other facets count among the paintings only.
    expect(result.facets.material).toEqual([
      { value: 'canvas', count: 1, label: null },
      { value: 'oil', count: 1, label: null },
    ]);
  });

  it('takes values of one facet as alternatives and facets together', () => {
    const either = index.search({ locale: 'de', filters: { objectType: ['painting', 'model'] } });
    expect(ids(either).sort()).toEqual(['zm-k-1958-017', 'zm-t-1887-012']);
    const both = index.search({
      locale: 'de',
      filters: { material: ['brass'], century: ['19'] },
    });
    expect(ids(both)).toEqual(['zm-t-1887-012']);
    expect(both.facets.century).toEqual([
      { value: '19', count: 1, label: null },
      { value: '20', count: 1, label: null },
    ]);
  });

  it('combines text and facets', () => {
    const result = index.search({ locale: 'de', text: 'Messing', filters: { onDisplay: ['yes'] } });
    expect(ids(result)).toEqual(['zm-t-1912-004']);
    expect(result.facets.onDisplay).toEqual([{ value: 'yes', count: 1, label: null }]);
    expect(result.facets.licence).toEqual([{ value: 'CC0-1.0', count: 1, label: null }]);
  });
});

describe('the collection index: order, pages, changes', () => {
  it('sorts by date (undated last) and by inventory number in natural order', () => {
    expect(ids(index.search({ locale: 'de', sort: 'date' }))).toEqual([
      'zm-t-1887-012',
      'zm-t-1912-004',
      'zm-f-1931-220',
      'zm-k-1958-017',
      'zm-t-2',
    ]);
    expect(ids(index.search({ locale: 'de', sort: 'inventory' }))).toEqual([
      'zm-f-1931-220',
      'zm-k-1958-017',
      'zm-t-2',
      'zm-t-1887-012',
      'zm-t-1912-004',
    ]);
    expect(inventorySortKey('ZM-T-2') < inventorySortKey('ZM-T-10')).toBe(true);
  });

  it('pages through the hits with the total of all of them', () => {
    const first = index.search({ locale: 'de', sort: 'inventory', pageSize: 2 });
    const third = index.search({ locale: 'de', sort: 'inventory', pageSize: 2, page: 3 });
    expect([first.total, ids(first), ids(third)]).toEqual([
      5,
      ['zm-f-1931-220', 'zm-k-1958-017'],
      ['zm-t-1912-004'],
    ]);
    expect(index.search({ locale: 'de', page: 99 }).hits).toEqual([]);
  });

  it('replaces an object on a second upsert and forgets a removed one', () => {
    index.upsert([
      object(
        'ZM-K-1958-017',
        { de: 'Kräne im Morgennebel' },
        { facets: { objectType: ['drawing'] } },
      ),
    ]);
    expect(index.count()).toBe(5);
    expect(index.search({ locale: 'de', text: 'Hafenkräne' }).total).toBe(0);
    expect(ids(index.search({ locale: 'de', text: 'Morgennebel' }))).toEqual(['zm-k-1958-017']);
    expect(index.search({ locale: 'de', filters: { objectType: ['painting'] } }).total).toBe(0);
    index.remove(['zm-k-1958-017', 'not-there']);
    expect(index.count()).toBe(4);
    expect(index.search({ locale: 'de', text: 'Morgennebel' }).total).toBe(0);
    expect(index.search({ locale: 'de' }).facets.objectType.map((f) => f.value)).not.toContain(
      'drawing',
    );
  });

  it('keeps its objects in a file that a second process opens', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'zm-collection-'));
    try {
      const file = path.join(dir, 'collection.sqlite');
      const writer = openCollectionIndex(file);
      writer.upsert(objects);
      const reader = openCollectionIndex(file);
      expect(ids(reader.search({ locale: 'de', text: 'Turbinenfabrik' }))).toEqual([
        'zm-f-1931-220',
      ]);
      expect(reader.search({ locale: 'de', text: 'Turbinenfabrik' }).hits[0]?.card).toEqual({
        title: { de: 'Werkhalle der Turbinenfabrik, Blick nach Osten' },
      });
      writer.close();
      reader.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
