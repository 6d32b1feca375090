// Invented objects of the fictional museum in the domain's shape, for the collection's tests.
import type { CollectionObject } from '~/domain/collection';
import type { Image, RichText } from '~/domain/types';

const paragraph = (text: string): RichText => [
  {
    type: 'paragraph',
    children: [
      {
        type: 'text',
        text,
        bold: false,
        italic: false,
        underline: false,
        strikethrough: false,
        code: false,
      },
    ],
  },
];

const picture: Image = {
  url: 'https://cms.internal/uploads/dampfmaschine.jpg',
  alt: {
    de: 'Grün lackierte Dampfmaschine mit zwei Kugeln am Regler',
    en: 'Green painted steam engine with a two-ball governor',
  },
  width: 6000,
  height: 4000,
  formats: {},
  media: { file: 'dampfmaschine.jpg', version: 'v1' },
  caption: { de: 'Gesamtansicht', en: 'Front view' },
  credit: { de: 'Foto: Zentralmuseum', en: 'Photo: Zentralmuseum' },
};

const shared = {
  contentType: 'collection-object' as const,
  id: 'doc-dampfmaschine',
  slug: 'zm-t-1912-004',
  inventoryNumber: 'ZM-T-1912-004',
  image: picture,
  images: [
    {
      image: picture,
      licence: 'CC0-1.0' as const,
      rightsHolder: null,
      iiif: { id: 'ab'.repeat(32), width: 6000, height: 4000 },
    },
  ],
  classifications: [],
  literature: ['Marten, Ilse: Kraft für die Werkstatt. Nordhafen 1994, S. 41.'],
  related: [],
  contentNote: null,
  alternates: { de: 'zm-t-1912-004', en: 'zm-t-1912-004' },
  updatedAt: '2026-11-20T09:00:00.000Z',
  withdrawn: false,
  withdrawnNote: null,
};

export const steamEngine: Record<'de' | 'en', CollectionObject> = {
  de: {
    ...shared,
    title: 'Stehende Dampfmaschine mit Fliehkraftregler',
    objectTypes: [
      {
        title: 'Dampfmaschine',
        slug: 'dampfmaschine',
        conceptId: 'http://vocab.getty.edu/aat/300024841',
      },
    ],
    makers: [
      {
        name: 'Gebrüder Halbach Maschinenbau',
        slug: 'gebrueder-halbach',
        role: 'Hersteller',
        born: 1871,
        died: 1934,
        gnd: '0000001-9',
        wikidata: null,
      },
    ],
    dating: { text: '1912', earliest: 1912, latest: 1912 },
    place: 'Nordhafen',
    materials: [
      { title: 'Gusseisen', slug: 'gusseisen', conceptId: null },
      { title: 'Messing', slug: 'messing', conceptId: null },
    ],
    techniques: [{ title: 'gegossen', slug: 'gegossen', conceptId: null }],
    dimensions: 'Höhe 142 cm, Breite 88 cm, Tiefe 61 cm',
    description: paragraph(
      'Die Maschine trieb über eine Transmission die Drehbänke einer Lehrwerkstatt an.',
    ),
    inscription: paragraph('Gebr. Halbach · Nordhafen · No. 214'),
    provenance: paragraph('1968 Schenkung der Berufsschule Nordhafen'),
    creditLine: 'Schenkung der Berufsschule Nordhafen, 1968',
    subjects: [{ title: 'Industrialisierung', slug: 'industrialisierung', conceptId: null }],
    location: {
      kind: 'display',
      exhibition: {
        title: 'Kraft und Takt',
        slug: 'kraft-und-takt',
        type: 'permanent',
        seasonalColorRequired: false,
      },
      room: 'T 1.04',
    },
  },
  en: {
    ...shared,
    title: 'Vertical steam engine with centrifugal governor',
    objectTypes: [
      {
        title: 'steam engine',
        slug: 'dampfmaschine',
        conceptId: 'http://vocab.getty.edu/aat/300024841',
      },
    ],
    makers: [
      {
        name: 'Gebrüder Halbach Maschinenbau',
        slug: 'gebrueder-halbach',
        role: 'manufacturer',
        born: 1871,
        died: 1934,
        gnd: '0000001-9',
        wikidata: null,
      },
    ],
    dating: { text: '1912', earliest: 1912, latest: 1912 },
    place: 'Nordhafen',
    materials: [
      { title: 'cast iron', slug: 'gusseisen', conceptId: null },
      { title: 'brass', slug: 'messing', conceptId: null },
    ],
    techniques: [{ title: 'cast', slug: 'gegossen', conceptId: null }],
    dimensions: 'Height 142 cm, width 88 cm, depth 61 cm',
    description: paragraph(
      'Through a line shaft, the engine drove the lathes of a training workshop.',
    ),
    inscription: paragraph('Gebr. Halbach · Nordhafen · No. 214'),
    provenance: paragraph('1968 gift of the Nordhafen vocational school'),
    creditLine: 'Gift of the Nordhafen vocational school, 1968',
    subjects: [{ title: 'industrialisation', slug: 'industrialisierung', conceptId: null }],
    location: {
      kind: 'display',
      exhibition: {
        title: 'Power and Rhythm',
        slug: 'power-and-rhythm',
        type: 'permanent',
        seasonalColorRequired: false,
      },
      room: 'T 1.04',
    },
  },
};

/** A painting in copyright, in German only, in storage. */
export const painting: CollectionObject = {
  ...steamEngine.de,
  id: 'doc-hafenkraene',
  slug: 'zm-k-1958-017',
  inventoryNumber: 'ZM-K-1958-017',
  title: 'Hafenkräne im Nebel',
  objectTypes: [{ title: 'Gemälde', slug: 'gemaelde', conceptId: null }],
  makers: [
    {
      name: 'Lene Achterberg',
      slug: 'lene-achterberg',
      role: 'Malerin',
      born: 1921,
      died: 2009,
      gnd: null,
      wikidata: 'Q0000000123',
    },
  ],
  dating: { text: 'um 1956–1958', earliest: 1956, latest: 1958 },
  materials: [{ title: 'Öl', slug: 'oel', conceptId: null }],
  techniques: [],
  description: [],
  provenance: [],
  inscription: [],
  creditLine: null,
  subjects: [],
  literature: [],
  image: null,
  images: [],
  location: { kind: 'storage' },
  alternates: { de: 'zm-k-1958-017' },
};
