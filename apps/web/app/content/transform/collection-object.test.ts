/** Collection objects from the CMS: both answer shapes, both languages, and broken parts. */
import { describe, expect, it } from 'vitest';
import { readFixture, testContext } from '../__fixtures__/files';
import { responseData, type ContentProblem } from '../strapi';
import { toCollectionObject } from './collection-object';

const detail = (file: string, problems: ContentProblem[] = [], shape: 'v4' | 'v5' = 'v5') => {
  const [raw] = responseData(readFixture(shape, file)) as unknown[];
  const locale = file.endsWith('.en') ? 'en' : 'de';
  return toCollectionObject(raw, testContext(locale, problems), file);
};

describe('a collection object', () => {
  it('gives the facts, terms in the page language and the texts of its language version', () => {
    const problems: ContentProblem[] = [];
    const de = detail('collection-objects.detail.zm-t-1912-004.de', problems);
    const en = detail('collection-objects.detail.zm-t-1912-004.en', problems);
    expect(problems).toEqual([]);
    expect(de).toMatchObject({
      contentType: 'collection-object',
      id: 'obj1steamengine000000001',
      slug: 'zm-t-1912-004',
      inventoryNumber: 'ZM-T-1912-004',
      title: 'Stehende Dampfmaschine mit Fliehkraftregler',
      dating: { text: '1912', earliest: 1912, latest: 1912 },
      objectTypes: [
        {
          title: 'Dampfmaschine',
          slug: 'dampfmaschine',
          conceptId: 'http://vocab.getty.edu/aat/300024841',
        },
      ],
      makers: [{ name: 'Gebrüder Halbach Maschinenbau', role: 'Hersteller', born: 1871 }],
      location: { kind: 'display', room: 'Halle 2', exhibition: { slug: 'kraft-und-bewegung' } },
      literature: [
        'Marten, Ilse: Kraft für die Werkstatt. Nordhafen 1994, S. 41.',
        'Zentralmuseum (Hg.): Maschinenhalle. Nordhafen 2011.',
      ],
      alternates: { de: 'zm-t-1912-004', en: 'zm-t-1912-004' },
      withdrawn: false,
      withdrawnNote: null,
    });
    expect(en?.objectTypes[0]?.title).toBe('steam engine');
    expect(en?.makers[0]?.role).toBe('manufacturer');
    expect(en?.materials.map((term) => term.title)).toEqual(['cast iron', 'brass']);
    expect(en?.location).toMatchObject({ exhibition: { slug: 'power-and-motion' } });
    // The same document in both languages: one id, one permalink.
    expect(en?.id).toBe(de?.id);
    expect(en?.slug).toBe(de?.slug);
  });

  it('keeps the images in order with their licences; the first is the object’s image', () => {
    const object = detail('collection-objects.detail.zm-t-1912-004.de');
    expect(object?.images.map((image) => [image.licence, image.rightsHolder])).toEqual([
      ['CC0-1.0', null],
      ['CC-BY-4.0', 'Zentralmuseum'],
    ]);
    expect(object?.image).toEqual(object?.images[0]?.image);
    expect(object?.image?.alt.en).toBe('Green painted steam engine with a two-ball governor');
    expect(object?.image?.credit?.de).toBe('Foto: Zentralmuseum');
    expect(object?.related).toEqual([
      expect.objectContaining({ slug: 'zm-f-1925-012', inventoryNumber: 'ZM-F-1925-012' }),
    ]);
    expect(object?.related[0]?.image?.width).toBe(2400);
  });

  it('comes back withdrawn with its note, and German only without an English version', () => {
    const object = detail('collection-objects.detail.zm-p-1931-002.de');
    expect(object).toMatchObject({
      withdrawn: true,
      withdrawnNote: 'Das Plakat wurde 2026 an die Leihgeberin zurückgegeben.',
      location: { kind: 'loan' },
      alternates: { de: 'zm-p-1931-002' },
      images: [],
      image: null,
    });
    expect(responseData(readFixture('v5', 'collection-objects.detail.zm-p-1931-002.en'))).toEqual(
      [],
    );
  });

  it('leaves out a term, a maker or an image that is broken, and keeps the object', () => {
    const [raw] = structuredClone(
      responseData(readFixture('v5', 'collection-objects.detail.zm-t-1912-004.de')),
    ) as Record<string, unknown>[];
    const object = {
      ...raw,
      materials: [{ slug: 'no-label' }, ...(raw?.materials as unknown[])],
      makers: [{ maker: null, role: null }],
      images: [{ licence: 'CC0-1.0', file: null }, ...(raw?.images as unknown[])],
      location: 'somewhere',
    };
    const problems: ContentProblem[] = [];
    const result = toCollectionObject(object, testContext('de', problems), 'object');
    expect(result?.materials.map((term) => term.slug)).toEqual(['gusseisen', 'messing']);
    expect(result?.makers).toEqual([]);
    expect(result?.images).toHaveLength(2);
    expect(result?.location).toEqual({ kind: 'storage' });
    expect(problems.map((problem) => problem.where)).toEqual(
      expect.arrayContaining([
        'object.materials[0]',
        'object.makers[0]',
        'object.images[0]',
        'object.location',
      ]),
    );
  });

  it('is left out without an inventory number or a documentId', () => {
    const [raw] = responseData(
      readFixture('v5', 'collection-objects.detail.zm-t-1912-004.de'),
    ) as Record<string, unknown>[];
    const problems: ContentProblem[] = [];
    const ctx = testContext('de', problems);
    expect(toCollectionObject({ ...raw, inventoryNumber: ' ' }, ctx, 'a')).toBeNull();
    expect(
      toCollectionObject({ ...raw, documentId: undefined, id: undefined }, ctx, 'b'),
    ).toBeNull();
    expect(problems.map((problem) => problem.where)).toEqual(['a', 'b']);
  });
});
