import { describe, expect, it } from 'vitest';
import { painting, steamEngine } from '~/features/collection/sample-objects.fixture';
import { collectionObjectLd, datingIso } from './collection-object-ld.server';
import { origin, samplePage } from './sample-items.fixture';

const page = samplePage('/sammlung/objekt/zm-t-1912-004');

describe('collectionObjectLd', () => {
  it('describes the object as a VisualArtwork with identifier, creator, date and material', () => {
    const node = collectionObjectLd(steamEngine.de, page);
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      '@id': `${page.url}#object`,
      name: 'Stehende Dampfmaschine mit Fliehkraftregler',
      url: page.url,
      inLanguage: 'de-DE',
      identifier: { '@type': 'PropertyValue', value: 'ZM-T-1912-004' },
      description:
        'Die Maschine trieb über eine Transmission die Drehbänke einer Lehrwerkstatt an.',
      // A firm by its name: founded and dissolved, not born and died; its GND record as sameAs.
      creator: {
        '@type': 'Organization',
        name: 'Gebrüder Halbach Maschinenbau',
        sameAs: ['https://d-nb.info/gnd/0000001-9'],
        foundingDate: '1871',
        dissolutionDate: '1934',
      },
      dateCreated: '1912',
      locationCreated: { '@type': 'Place', name: 'Nordhafen' },
      material: ['Gusseisen', 'Messing'],
      artform: 'Dampfmaschine',
      creditText: 'Schenkung der Berufsschule Nordhafen, 1968',
      license: 'https://creativecommons.org/publicdomain/zero/1.0/',
      provider: { '@type': 'Organization', '@id': `${origin}/#museum` },
    });
  });

  it('names each image with its licence, credit and the site-served rendition', () => {
    const node = collectionObjectLd(steamEngine.en, samplePage('/en/collection/object/x', 'en'));
    expect(node.image).toEqual({
      '@type': 'ImageObject',
      contentUrl: `${origin}/media/v1/1280/dampfmaschine.jpg.jpeg`,
      license: 'http://creativecommons.org/publicdomain/zero/1.0/',
      acquireLicensePage: `${origin}/en/collection/object/x`,
      creditText: 'Photo: Zentralmuseum',
      caption: 'Front view',
    });
    const inCopyright = collectionObjectLd(
      {
        ...steamEngine.de,
        images: [
          { ...steamEngine.de.images[0]!, licence: 'InC', rightsHolder: 'Erben Achterberg' },
        ],
      },
      page,
    );
    expect(inCopyright.image).toMatchObject({
      license: 'http://rightsstatements.org/vocab/InC/1.0/',
      copyrightHolder: { '@type': 'Organization', name: 'Erben Achterberg' },
    });
  });

  it('makes a person of a painter and leaves out what the object does not have', () => {
    const node = collectionObjectLd(painting, page);
    expect(node.creator).toEqual({
      '@type': 'Person',
      name: 'Lene Achterberg',
      sameAs: ['http://www.wikidata.org/entity/Q0000000123'],
      birthDate: '1921',
      deathDate: '2009',
    });
    expect(node.dateCreated).toBe('1956/1958');
    expect(node).not.toHaveProperty('image');
    expect(node).not.toHaveProperty('description');
    expect(node).not.toHaveProperty('creditText');
  });
});

describe('datingIso', () => {
  it('gives a year, an interval of years or nothing', () => {
    expect(datingIso({ text: '1912', earliest: 1912, latest: 1912 })).toBe('1912');
    expect(datingIso({ text: 'um 1890–1900', earliest: 1890, latest: 1900 })).toBe('1890/1900');
    expect(datingIso({ text: 'nach 850', earliest: 850, latest: null })).toBe('0850');
    // Years before the common era have no four-digit form schema.org readers agree on.
    expect(datingIso({ text: '5. Jh. v. Chr.', earliest: -499, latest: -400 })).toBeNull();
    expect(datingIso(null)).toBeNull();
  });
});
