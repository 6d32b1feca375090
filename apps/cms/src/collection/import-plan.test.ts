import { describe, expect, it } from 'vitest';
import {
  EDITOR_OWNED,
  SOURCE_OWNED,
  SOURCE_UNTIL_EDITED,
  blocksText,
  changedFields,
  descriptionIsSources,
  findMaker,
  findTerm,
  formatStamp,
  gndOf,
  languagesOf,
  localizedTexts,
  makerData,
  newTermData,
  parseStamp,
  recordHash,
  sharedFacts,
  shortHash,
  slugOfInventoryNumber,
  termAdditions,
  textBlocks,
  tooLong,
  uniqueSlug,
  wikidataOf,
  type ExistingMaker,
  type ExistingTerm,
} from './import-plan';
import { emptyRecord, type CollectionRecord } from './record';
import schema from '../api/collection-object/content-types/collection-object/schema.json';

const record = (changes: Partial<CollectionRecord> = {}): CollectionRecord => ({
  ...emptyRecord('ZM-T-1912-004'),
  title: { de: 'Stehende Dampfmaschine', en: 'Upright steam engine' },
  ...changes,
});

describe('the split between source and editors', () => {
  it('gives every field of the object to exactly one side', () => {
    const fields = Object.keys(schema.attributes).filter(
      (name) => !['importedAt', 'sourceHash'].includes(name),
    );
    const sides = [...SOURCE_OWNED, ...SOURCE_UNTIL_EDITED, ...EDITOR_OWNED] as string[];
    expect([...sides].sort()).toEqual([...fields].sort());
    expect(new Set(sides).size).toBe(sides.length);
  });

  it('writes no editor-owned field from a record', () => {
    const full = record({
      dating: { display: { de: 'um 1912', en: 'c. 1912' }, earliest: 1910, latest: 1914 },
      place: { de: 'Nordhafen' },
      dimensions: { de: 'Höhe 142 cm' },
      description: { de: 'Text', en: 'Text' },
      inscription: { de: 'No. 214' },
      provenance: { de: 'Schenkung 1968' },
      creditLine: { de: 'Schenkung' },
      literature: ['Marten 1994'],
    });
    const written = [
      ...Object.keys(sharedFacts(full)),
      ...Object.keys(localizedTexts(full, 'de')),
      ...Object.keys(localizedTexts(full, 'en')),
    ];
    for (const field of EDITOR_OWNED) expect(written).not.toContain(field);
  });
});

describe('languages and texts', () => {
  it('writes German always and English only when the record has English text', () => {
    expect(languagesOf(record())).toEqual(['de', 'en']);
    expect(languagesOf(record({ title: { de: 'Zahnrad' } }))).toEqual(['de']);
    expect(
      languagesOf(record({ title: { de: 'Zahnrad' }, description: { en: 'A gear.' } })),
    ).toEqual(['de', 'en']);
    expect(languagesOf(record({ title: { en: 'Gear' } }))).toEqual(['de', 'en']);
    // A dating made from the years reads in both languages: no English version of its own.
    expect(
      languagesOf(
        record({ title: { de: 'Zahnrad' }, dating: { display: { de: '1950', en: '1950' } } }),
      ),
    ).toEqual(['de']);
  });

  it('gives the German version the English title when the record has no German one', () => {
    const english = record({ title: { en: 'Valve radio' }, description: { en: 'Bakelite.' } });
    expect(localizedTexts(english, 'de').title).toBe('Valve radio');
    expect(localizedTexts(english, 'de').description).toBeUndefined();
    expect(localizedTexts(english, 'en').description).toEqual(textBlocks('Bakelite.'));
  });

  it('shares texts without words (years, sizes) and inscriptions, not worded ones', () => {
    const r = record({
      dating: { display: { de: '1936–1938' } },
      dimensions: { de: '45 × 30 cm' },
      place: { de: 'Nordhafen' },
      inscription: { de: 'Gebr. Halbach · No. 214' },
      provenance: { de: 'Schenkung 1968' },
    });
    const en = localizedTexts(r, 'en');
    expect(en.datingText).toBe('1936–1938');
    expect(en.dimensions).toBe('45 × 30 cm');
    expect(en.place).toBeUndefined();
    expect(en.provenance).toBeUndefined();
    expect(en.inscription).toEqual(textBlocks('Gebr. Halbach · No. 214'));
    expect(
      localizedTexts(record({ dating: { display: { de: 'um 1912' } } }), 'en').datingText,
    ).toBeUndefined();
  });

  it('leaves out what the source does not say, so a re-import never blanks a field', () => {
    const data = { ...sharedFacts(record()), ...localizedTexts(record(), 'de') };
    expect(Object.keys(data).sort()).toEqual(['inventoryNumber', 'title']);
  });

  it('names the single-line fields longer than the database keeps', () => {
    const long = record({ title: { de: 'x'.repeat(256), en: 'Short' } });
    expect(tooLong(localizedTexts(long, 'de'))).toEqual(['title']);
    expect(tooLong(localizedTexts(long, 'en'))).toEqual([]);
  });

  it('turns paragraphs into rich text and back', () => {
    const blocks = textBlocks('Erster Absatz.\n\nZweiter Absatz.');
    expect(blocks).toHaveLength(2);
    expect(blocksText(blocks)).toBe('Erster Absatz.\n\nZweiter Absatz.');
    expect(textBlocks('  ')).toBeUndefined();
  });

  it('makes the permalink word from the inventory number', () => {
    expect(slugOfInventoryNumber('ZM-T-1912-004')).toBe('zm-t-1912-004');
    expect(slugOfInventoryNumber('ZM K 1958/17')).toBe('zm-k-1958-17');
    expect(uniqueSlug('zm-1', (slug) => ['zm-1', 'zm-1-2'].includes(slug))).toBe('zm-1-3');
  });
});

describe('fingerprints', () => {
  it('is the same for the same record whatever the order of its keys, else different', () => {
    const a = record({ dating: { display: { de: '1912' }, earliest: 1912, latest: 1912 } });
    const b = {
      ...a,
      dating: { latest: 1912, earliest: 1912, display: { de: '1912' } },
    } as CollectionRecord;
    expect(recordHash(a)).toBe(recordHash(b));
    expect(recordHash(record({ title: { de: 'Anders' } }))).not.toBe(recordHash(a));
  });

  it('keeps the description written last, to tell an editor’s change', () => {
    const text = 'Die Maschine trieb Drehbänke an.';
    const stamp = parseStamp(formatStamp({ record: 'abc', description: { de: shortHash(text) } }));
    expect(stamp.record).toBe('abc');
    expect(descriptionIsSources(textBlocks(text), stamp, 'de')).toBe(true);
    expect(descriptionIsSources(textBlocks(`${text} Ergänzt.`), stamp, 'de')).toBe(false);
    expect(descriptionIsSources(null, stamp, 'de')).toBe(true);
    // Written by hand before any import: the editor's.
    expect(descriptionIsSources(textBlocks('Von Hand.'), parseStamp(null), 'en')).toBe(false);
  });
});

describe('what a re-import changes', () => {
  it('compares values as written with values as read back', () => {
    const current = {
      title: 'Stehende Dampfmaschine',
      description: textBlocks('Erster.\n\nZweiter.'),
      materials: [{ documentId: 'b' }, { documentId: 'a' }],
      makers: [{ maker: { documentId: 'm1' }, role: { documentId: 'r1' } }],
      images: [{ file: { id: 7 }, licence: 'CC0-1.0', rightsHolder: null }],
      datingEarliest: 1912,
    };
    expect(
      changedFields(current, {
        title: 'Stehende Dampfmaschine',
        description: textBlocks('Erster.\n\nZweiter.'),
        materials: ['a', 'b'],
        makers: [{ maker: 'm1', role: 'r1' }],
        images: [{ file: 7, licence: 'CC0-1.0', rightsHolder: null, sourceHash: 'x' }],
        datingEarliest: 1912,
      }),
    ).toEqual([]);
    expect(
      changedFields(current, {
        title: 'Dampfmaschine',
        materials: ['a', 'c'],
        makers: [{ maker: 'm1' }],
        images: [{ file: 7, licence: 'CC-BY-4.0' }],
        datingLatest: 1914,
      }),
    ).toEqual(['title', 'materials', 'makers', 'images', 'datingLatest']);
  });
});

describe('terms', () => {
  const terms: ExistingTerm[] = [
    {
      documentId: 'steam',
      vocabulary: 'object-type',
      labelDe: 'Dampfmaschine',
      labelEn: 'steam engine',
      conceptId: 'http://vocab.getty.edu/aat/300024841',
    },
    { documentId: 'brass', vocabulary: 'material', labelDe: 'Messing' },
    { documentId: 'photo-type', vocabulary: 'object-type', labelDe: 'Fotografie' },
    {
      documentId: 'other-radio',
      vocabulary: 'object-type',
      labelDe: 'Radio',
      conceptId: 'http://example.org/radio-1',
    },
  ];

  it('finds a term by its concept URI, however the URI is written', () => {
    expect(
      findTerm(terms, 'object-type', {
        label: { de: 'Dampfkraftmaschine' },
        conceptId: 'https://vocab.getty.edu/aat/300024841/',
      })?.documentId,
    ).toBe('steam');
  });

  it('finds a term by its label in either language, within its vocabulary only', () => {
    expect(findTerm(terms, 'object-type', { label: { en: 'Steam Engine' } })?.documentId).toBe(
      'steam',
    );
    expect(findTerm(terms, 'material', { label: { de: ' messing ' } })?.documentId).toBe('brass');
    expect(findTerm(terms, 'technique', { label: { de: 'Fotografie' } })).toBeNull();
  });

  it('does not take a term of the same label with another concept URI', () => {
    expect(
      findTerm(terms, 'object-type', {
        label: { de: 'Radio' },
        conceptId: 'http://example.org/radio-2',
      }),
    ).toBeNull();
  });

  it('creates a term with the German label, falling back to the English one', () => {
    expect(newTermData('material', { label: { en: 'bakelite' } })).toEqual({
      vocabulary: 'material',
      labelDe: 'bakelite',
      labelEn: 'bakelite',
    });
    expect(termAdditions(terms[1], { label: { de: 'Messing', en: 'brass' } })).toEqual({
      labelEn: 'brass',
    });
    expect(termAdditions(terms[0], { label: { en: 'other' }, conceptId: 'x' })).toEqual({});
  });
});

describe('makers', () => {
  const makers: ExistingMaker[] = [
    { documentId: 'halbach', name: 'Gebrüder Halbach Maschinenbau', gnd: '0000001-9' },
    { documentId: 'brenner', name: 'Werkstatt Brenner' },
    { documentId: 'marten-1', name: 'Ilse Marten', wikidata: 'Q111' },
  ];

  it('finds a maker by GND id first, then Wikidata, then name', () => {
    expect(
      findMaker(makers, { name: 'Halbach & Söhne', gnd: 'https://d-nb.info/gnd/0000001-9' })
        ?.documentId,
    ).toBe('halbach');
    expect(findMaker(makers, { name: 'I. Marten', wikidata: 'Q111' })?.documentId).toBe('marten-1');
    expect(findMaker(makers, { name: 'werkstatt  brenner' })?.documentId).toBe('brenner');
  });

  it('keeps two people of one name apart when their ids differ', () => {
    expect(findMaker(makers, { name: 'Ilse Marten', wikidata: 'Q222' })).toBeNull();
    expect(findMaker(makers, { name: 'Ilse Marten' })?.documentId).toBe('marten-1');
  });

  it('adds what a found maker lacks and never overwrites what it has', () => {
    expect(
      makerData({ name: 'Werkstatt Brenner', born: 1921, gnd: '1234567-8' }, makers[1]),
    ).toEqual({ born: 1921, gnd: '1234567-8' });
    expect(makerData({ name: 'Other name', gnd: '0000002-7' }, makers[0])).toEqual({});
  });

  it('keeps only ids of the right form', () => {
    expect(gndOf('http://d-nb.info/gnd/118540238')).toBe('118540238');
    expect(gndOf('not a gnd')).toBeUndefined();
    expect(wikidataOf('https://www.wikidata.org/wiki/Q5582')).toBe('Q5582');
    expect(wikidataOf('5582')).toBeUndefined();
  });
});
