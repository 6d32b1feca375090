import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  languagesPublished,
  missingAltTexts,
  picturePopulate,
  picturesOf,
  refusalMessage,
  type Schema,
} from './alt-text-check';

const src = path.join(import.meta.dirname, '..');

// The schemas of src/ by the uid Strapi gives them.
function schemas(): Map<string, Schema> {
  const found = new Map<string, Schema>();
  for (const type of readdirSync(path.join(src, 'api'))) {
    const file = path.join(src, 'api', type, 'content-types', type, 'schema.json');
    found.set(`api::${type}.${type}`, JSON.parse(readFileSync(file, 'utf8')));
  }
  for (const group of readdirSync(path.join(src, 'components')))
    for (const file of readdirSync(path.join(src, 'components', group)))
      found.set(
        `${group}.${path.basename(file, '.json')}`,
        JSON.parse(readFileSync(path.join(src, 'components', group, file), 'utf8')),
      );
  return found;
}
const all = schemas();
const schemaOf = (uid: string) => all.get(uid);

const alt = (de: string, en: string, decorative = false) =>
  JSON.stringify({ de, en, ...(decorative ? { decorative } : {}) });
const picture = (id: number, name: string, alternativeText: string | null) => ({
  id,
  name,
  mime: 'image/jpeg',
  alternativeText,
});

describe('the pictures an entry shows', () => {
  it('are loaded through fields, components and dynamic zones, never downloads or audio', () => {
    expect(picturePopulate('api::exhibition.exhibition', schemaOf)).toEqual({
      image: true,
      gallery: true,
      seo: { populate: { shareImage: true } },
    });
    const page = picturePopulate('api::page.page', schemaOf) as {
      blocks: { on: Record<string, unknown> };
    };
    expect(Object.keys(page.blocks.on).sort()).toEqual([
      'blocks.embed',
      'blocks.slider',
      'blocks.teaser',
    ]);
    expect(picturePopulate('api::digital-offer.digital-offer', schemaOf)).not.toHaveProperty(
      'audio',
    );
    expect(picturePopulate('api::redirect.redirect', schemaOf)).toBeNull();
  });

  it('are found for every type with drafts that has a picture field anywhere', () => {
    const pictureTypes = [...all.entries()]
      .filter(([uid, schema]) => uid.startsWith('api::') && schema.options?.draftAndPublish)
      .filter(([uid]) => picturePopulate(uid, schemaOf) !== null)
      .map(([uid]) => uid);
    expect(pictureTypes).toEqual(
      expect.arrayContaining([
        'api::digital-offer.digital-offer',
        'api::event.event',
        'api::exhibition.exhibition',
        'api::home.home',
        'api::offer.offer',
        'api::page.page',
        'api::press-release.press-release',
        'api::collection-object.collection-object',
      ]),
    );
  });

  it('include the images of a collection object, named by the object image’s field', () => {
    expect(picturePopulate('api::collection-object.collection-object', schemaOf)).toEqual({
      images: { populate: { file: true } },
    });
    const uses = picturesOf(
      {
        images: [
          { licence: 'CC0-1.0', file: picture(5, 'maschine.jpg', alt('Dampfmaschine', '')) },
          { licence: 'InC', file: picture(6, 'plakat.jpg', null) },
        ],
      },
      'api::collection-object.collection-object',
      schemaOf,
    );
    expect(missingAltTexts(uses, 'en')).toEqual([
      { file: 'maschine.jpg', field: 'Bilder › Bild' },
      { file: 'plakat.jpg', field: 'Bilder › Bild' },
    ]);
    expect(missingAltTexts(uses, 'de').map((item) => item.file)).toEqual(['plakat.jpg']);
  });

  it('are listed with the fields that lead to them', () => {
    const entry = {
      image: picture(1, 'halle.jpg', alt('Halle', 'Hall')),
      seo: { shareImage: picture(2, 'teilen.jpg', null) },
      blocks: [
        { __component: 'blocks.rich-text', body: [] },
        {
          __component: 'blocks.slider',
          images: [picture(3, 'a.jpg', null), picture(4, 'b.jpg', null)],
        },
      ],
    };
    const uses = picturesOf(entry, 'api::page.page', schemaOf);
    expect(uses.map((use) => use.file.name)).toEqual(['halle.jpg', 'a.jpg', 'b.jpg', 'teilen.jpg']);
    expect(missingAltTexts(uses, 'de').map((item) => item.field)).toEqual([
      'Inhalt › Bilder',
      'Inhalt › Bilder',
      'Suchmaschinen & Teilen › Vorschaubild',
    ]);
  });
});

describe('the alternative texts a publish asks for', () => {
  const uses = picturesOf(
    {
      image: picture(1, 'halle.jpg', alt('Halle', '')),
      gallery: [
        picture(2, 'ornament.png', alt('', '', true)),
        picture(1, 'halle.jpg', alt('Halle', '')),
        picture(3, 'plakat.jpg', 'Plakat der Ausstellung'),
      ],
    },
    'api::exhibition.exhibition',
    schemaOf,
  );

  it('are the language published, each image once, decorative ones never', () => {
    expect(missingAltTexts(uses, 'de')).toEqual([]);
    expect(missingAltTexts(uses, 'en')).toEqual([
      { file: 'halle.jpg', field: 'Hauptbild' },
      { file: 'plakat.jpg', field: 'Bildergalerie' },
    ]);
  });

  it('leave out files that are no pictures', () => {
    const sound = { id: 9, name: 'ton.mp3', mime: 'audio/mpeg', alternativeText: null };
    expect(missingAltTexts([{ file: sound, path: [['x', 'image']] }], 'de')).toEqual([]);
  });

  it('are named in a message in the admin language: the image, its field, the language', () => {
    const missing = missingAltTexts(uses, 'en');
    expect(refusalMessage(missing, 'en', 'de')).toBe(
      'Nicht veröffentlicht: Den Bildern „halle.jpg“ (Hauptbild), „plakat.jpg“ (Bildergalerie) ' +
        'fehlt der englische Alternativtext. Tragen Sie ihn in der Medienbibliothek ein ' +
        '(„Alternativtext Englisch“) oder markieren Sie das Bild als dekorativ.',
    );
    expect(refusalMessage(missing.slice(0, 1), 'de', null)).toMatch(
      /^Nicht veröffentlicht: Dem Bild „halle.jpg“ \(Hauptbild\) fehlt der deutsche Alternativtext\..*„Alternativtext Deutsch“/,
    );
    expect(refusalMessage(missing, 'en', 'en')).toMatch(
      /^Not published: the English alternative text is missing for the images “halle.jpg” \(Hauptbild\), “plakat.jpg” \(Bildergalerie\)\./,
    );
  });

  it('name three images and count the rest', () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map((name) => ({
      file: `${name}.jpg`,
      field: 'Bilder',
    }));
    expect(refusalMessage(many, 'de', 'de')).toContain('„c.jpg“ (Bilder) und 2 weiteren fehlt');
  });
});

describe('the languages a publish publishes', () => {
  it('are the one asked for, all for "*", German by default, both for a shared type', () => {
    expect(languagesPublished('en', true)).toEqual(['en']);
    expect(languagesPublished(undefined, true)).toEqual(['de']);
    expect(languagesPublished('*', true)).toEqual(['de', 'en']);
    expect(languagesPublished(['de', 'fr'], true)).toEqual(['de']);
    expect(languagesPublished('de', false)).toEqual(['de', 'en']);
  });
});
