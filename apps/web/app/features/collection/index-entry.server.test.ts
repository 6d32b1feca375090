import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { centuryOf } from '~/domain/collection';
import { openCollectionIndex, type CollectionIndex } from './collection-index.server';
import { indexEntry } from './index-entry.server';
import { painting, steamEngine } from './sample-objects.fixture';

let index: CollectionIndex;
beforeEach(() => {
  index = openCollectionIndex();
  index.upsert([indexEntry(steamEngine), indexEntry({ de: painting })]);
});
afterEach(() => index.close());

const ids = (result: { hits: { id: string }[] }) => result.hits.map((hit) => hit.id);

describe('indexEntry', () => {
  it('makes each language version findable by its own words', () => {
    expect(ids(index.search({ locale: 'de', text: 'Drehbänke' }))).toEqual(['doc-dampfmaschine']);
    expect(ids(index.search({ locale: 'en', text: 'lathes manufacturer' }))).toEqual([
      'doc-dampfmaschine',
    ]);
    expect(ids(index.search({ locale: 'de', text: 'Schenkung Berufsschule' }))).toEqual([
      'doc-dampfmaschine',
    ]);
    // German only: found on the English pages by its German words.
    expect(ids(index.search({ locale: 'en', text: 'Achterberg' }))).toEqual(['doc-hafenkraene']);
  });

  it('gives facets the shared slugs and the names of each language', () => {
    const de = index.search({ locale: 'de' }).facets;
    const en = index.search({ locale: 'en' }).facets;
    expect(de.material.map((f) => [f.value, f.label])).toEqual([
      ['gusseisen', 'Gusseisen'],
      ['messing', 'Messing'],
      ['oel', 'Öl'],
    ]);
    expect(en.material.map((f) => f.label)).toEqual(['cast iron', 'brass', 'Öl']);
    expect(de.century).toEqual([{ value: '20', count: 2, label: null }]);
    expect(de.onDisplay).toEqual([{ value: 'yes', count: 1, label: null }]);
    expect(de.hasImage).toEqual([{ value: 'yes', count: 1, label: null }]);
    expect(de.licence).toEqual([{ value: 'CC0-1.0', count: 1, label: null }]);
    expect(en.maker.map((f) => f.label)).toEqual([
      'Gebrüder Halbach Maschinenbau',
      'Lene Achterberg',
    ]);
  });

  it('keeps a card with the title and dating per language', () => {
    const [hit] = index.search({ locale: 'en', text: 'steam' }).hits;
    expect(hit?.card).toMatchObject({
      slug: 'zm-t-1912-004',
      inventoryNumber: 'ZM-T-1912-004',
      title: {
        de: 'Stehende Dampfmaschine mit Fliehkraftregler',
        en: 'Vertical steam engine with centrifugal governor',
      },
      dating: { de: '1912', en: '1912' },
      makers: ['Gebrüder Halbach Maschinenbau'],
      locales: ['de', 'en'],
    });
    const [german] = index.search({ locale: 'en', text: 'Hafenkräne' }).hits;
    expect(german?.card).toMatchObject({ title: { de: 'Hafenkräne im Nebel' }, locales: ['de'] });
  });
});

describe('centuryOf', () => {
  it.each([
    [1912, '20'],
    [1900, '19'],
    [1901, '20'],
    [1, '1'],
    [-450, '-5'],
    [-100, '-1'],
    [-101, '-2'],
    [0, '-1'],
  ])('puts %i in century %s', (year, century) => {
    expect(centuryOf(year)).toBe(century);
  });
});

describe('the exhibition facet', () => {
  it('keys an object on display by its exhibition’s German slug, named in both languages', () => {
    const entry = indexEntry(steamEngine);
    expect(entry.facets.exhibition).toEqual(['kraft-und-takt']);
    expect(entry.labels?.exhibition?.['kraft-und-takt']).toEqual({
      de:
        steamEngine.de.location.kind === 'display' ? steamEngine.de.location.exhibition?.title : '',
      en:
        steamEngine.en.location.kind === 'display' ? steamEngine.en.location.exhibition?.title : '',
    });
  });
});
