// The pure half of the collection import (import.ts writes): which fields a source owns, how a
// record becomes the data of each language version, and how terms and makers already in the CMS
// are recognised. No Strapi here, so every rule is unit-tested (import-plan.test.ts).

import { createHash } from 'node:crypto';
import slugify from '@sindresorhus/slugify';
import type { CollectionRecord, Language, Localized, Maker, Term } from './record';

/**
 * The fixed split between the source (the collections management system) and the editors
 * (docs/collection-import.md, decision 0066). A re-import writes the source's fields when the
 * record changed, and never touches the editors' fields. `description` is the source's until an
 * editor changes it in the CMS: from then on it is the editor's.
 */
export const SOURCE_OWNED = [
  'inventoryNumber',
  'title',
  'objectTypes',
  'classifications',
  'makers',
  'datingText',
  'datingEarliest',
  'datingLatest',
  'place',
  'materials',
  'techniques',
  'dimensions',
  'inscription',
  'provenance',
  'creditLine',
  'subjects',
  'related',
  'literature',
  'images',
] as const;
export const SOURCE_UNTIL_EDITED = ['description'] as const;
/** slug: made from the inventory number on the first import, then the permalink editors keep. */
export const EDITOR_OWNED = [
  'slug',
  'contentNote',
  'location',
  'exhibition',
  'room',
  'highlight',
  'withdrawn',
  'withdrawnNote',
] as const;

export type Vocabulary =
  'object-type' | 'classification' | 'material' | 'technique' | 'subject' | 'role';

/** The record's term lists and the relation fields (and vocabularies) they fill. */
export const TERM_FIELDS = [
  ['objectTypes', 'object-type'],
  ['classifications', 'classification'],
  ['materials', 'material'],
  ['techniques', 'technique'],
  ['subjects', 'subject'],
] as const satisfies readonly (readonly [keyof CollectionRecord, Vocabulary])[];

/** Changing what the import writes changes this, so every record counts as changed once. */
const PLAN_VERSION = 1;

/** The permalink's word of an inventory number: ZM-T-1912-004 → zm-t-1912-004. */
export function slugOfInventoryNumber(inventoryNumber: string): string {
  return slugify(inventoryNumber, { decamelize: false }) || 'objekt';
}

/** Strapi's rich text ("blocks") of a text whose paragraphs are separated by blank lines. */
export function textBlocks(text: string | undefined): unknown[] | undefined {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return undefined;
  return paragraphs.map((paragraph) => ({
    type: 'paragraph',
    children: [{ type: 'text', text: paragraph }],
  }));
}

/** The plain text of rich text: paragraphs separated by a blank line (to compare versions). */
export function blocksText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  const textOf = (node: unknown): string => {
    const { text, children } = (node ?? {}) as { text?: unknown; children?: unknown };
    if (typeof text === 'string') return text;
    return Array.isArray(children) ? children.map(textOf).join('') : '';
  };
  return blocks
    .map(textOf)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The languages an object is written in: German always (the site's default language, and the
 * language every object has a page in), English when the record has English words of its own:
 * a title, description, provenance, credit line or place. A dating or size in English alone
 * (often made from the years) does not make an English version.
 */
export function languagesOf(record: CollectionRecord): Language[] {
  const texts: (Localized | undefined)[] = [
    record.title,
    record.description,
    record.provenance,
    record.creditLine,
    record.place,
  ];
  return texts.some((text) => text?.en) ? ['de', 'en'] : ['de'];
}

const other = (language: Language): Language => (language === 'de' ? 'en' : 'de');

/** A text without letters (1912, 1936–1938, 45 × 30 cm) reads the same in both languages. */
const languageFree = (text: string | undefined) =>
  text !== undefined && !/\p{L}{2,}/u.test(text.replace(/\b(cm|mm|m|kg|g|ca)\b/g, ''));

/**
 * The text of a language. The title falls back to the other language's (an object needs a
 * title in every version it has: a German-less record is shown under its English title on the
 * German page too). Other texts fall back only where they have no words (a year, a size).
 */
export function textIn(
  value: Localized | undefined,
  language: Language,
  { fallback = false } = {},
): string | undefined {
  const own = value?.[language];
  if (own) return own;
  const theirs = value?.[other(language)];
  return fallback || languageFree(theirs) ? theirs : undefined;
}

/** The per-language texts of a record, as the object's fields (only those the source gives). */
export function localizedTexts(
  record: CollectionRecord,
  language: Language,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    title: textIn(record.title, language, { fallback: true }),
    datingText: textIn(record.dating?.display, language),
    place: textIn(record.place, language),
    dimensions: textIn(record.dimensions, language),
    description: textBlocks(record.description[language]),
    inscription: textBlocks(textIn(record.inscription, language, { fallback: true })),
    provenance: textBlocks(record.provenance[language]),
    creditLine: record.creditLine[language],
  };
  // Inscriptions are transcribed letter for letter: the same in both versions.
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** Strapi's `string` fields are VARCHAR(255) on PostgreSQL. */
export const MAX_STRING = 255;
const STRING_FIELDS = ['inventoryNumber', 'title', 'datingText', 'place', 'creditLine'];

/** The single-line fields of an object's data that are longer than the database keeps. */
export function tooLong(data: Record<string, unknown>): string[] {
  return STRING_FIELDS.filter(
    (field) => typeof data[field] === 'string' && (data[field] as string).length > MAX_STRING,
  );
}

/** The shared facts of a record (not localized), only those the source gives. */
export function sharedFacts(record: CollectionRecord): Record<string, unknown> {
  const data: Record<string, unknown> = {
    inventoryNumber: record.inventoryNumber,
    datingEarliest: record.dating?.earliest,
    datingLatest: record.dating?.latest,
    literature: record.literature.length > 0 ? record.literature.join('\n') : undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
};

export const shortHash = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 20);

/** The fingerprint of a record: equal records (whatever order their keys came in) are equal. */
export function recordHash(record: CollectionRecord): string {
  return shortHash(JSON.stringify([PLAN_VERSION, sortKeys(record)]));
}

/**
 * What the object's sourceHash field keeps: the record's fingerprint and, per language, the
 * fingerprint of the description the import wrote (to see whether an editor changed it since).
 */
export interface SourceStamp {
  record: string;
  description: Partial<Record<Language, string>>;
}

export function formatStamp(stamp: SourceStamp): string {
  return [
    `r:${stamp.record}`,
    ...(['de', 'en'] as const)
      .filter((language) => stamp.description[language])
      .map((language) => `${language}:${stamp.description[language]}`),
  ].join(' ');
}

export function parseStamp(value: unknown): SourceStamp {
  const stamp: SourceStamp = { record: '', description: {} };
  for (const part of typeof value === 'string' ? value.split(' ') : []) {
    const [key, hash] = part.split(':');
    if (key === 'r') stamp.record = hash ?? '';
    else if ((key === 'de' || key === 'en') && hash) stamp.description[key] = hash;
  }
  return stamp;
}

/**
 * Whether the import may write the description of a language: while the CMS has none, or still
 * the one the import wrote last. An editor's change (or a description written by hand) stays.
 */
export function descriptionIsSources(
  current: unknown,
  stamp: SourceStamp,
  language: Language,
): boolean {
  const text = blocksText(current);
  if (!text) return true;
  return stamp.description[language] === shortHash(text);
}

// Comparing with the CMS's version

/** The object's fields that both language versions share (not localized). */
export const SHARED_FIELDS = [
  'inventoryNumber',
  'datingEarliest',
  'datingLatest',
  'literature',
  'images',
];
const RICH_TEXT = ['description', 'inscription', 'provenance'];
const RELATION_LISTS = [
  'objectTypes',
  'classifications',
  'materials',
  'techniques',
  'subjects',
  'related',
];

/** A related entry as written (a documentId or file id) or as read (populated). */
const idOf = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? ((value as { documentId?: unknown; id?: unknown }).documentId ??
      (value as { id?: unknown }).id ??
      null)
    : (value ?? null);

/** A field's value in a form that reads the same whether written or read back. */
export function comparable(field: string, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (RICH_TEXT.includes(field)) return blocksText(value) || null;
  const list = Array.isArray(value) ? value : [];
  if (RELATION_LISTS.includes(field)) return list.map(idOf).map(String).sort();
  if (field === 'makers')
    return list.map((item) => {
      const { maker, role } = (item ?? {}) as { maker?: unknown; role?: unknown };
      return [idOf(maker), idOf(role)];
    });
  if (field === 'images')
    return list.map((item) => {
      const { file, licence, rightsHolder } = (item ?? {}) as Record<string, unknown>;
      const id = file && typeof file === 'object' ? (file as { id?: unknown }).id : file;
      return [String(id), licence, rightsHolder ?? null];
    });
  return value;
}

/** The fields of `data` whose value differs from the CMS's version `current`. */
export function changedFields(
  current: Record<string, unknown>,
  data: Record<string, unknown>,
): string[] {
  return Object.keys(data).filter(
    (field) =>
      JSON.stringify(comparable(field, current[field])) !==
      JSON.stringify(comparable(field, data[field])),
  );
}

// Terms and makers

export interface ExistingTerm {
  documentId: string;
  vocabulary: string;
  labelDe: string;
  labelEn?: string | null;
  conceptId?: string | null;
}

const normalLabel = (label: string | null | undefined) =>
  (label ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

/** A concept URI compared without scheme, `www.` and trailing slash (AAT is written both ways). */
export const normalConcept = (uri: string | null | undefined) =>
  (uri ?? '')
    .trim()
    .replace(/^https?:\/\/(www\.)?/i, '')
    .replace(/\/+$/, '')
    .toLowerCase();

/**
 * The term of `vocabulary` a source's term is: the one with its concept URI; else one with the
 * same German or English label that has no other concept URI. Null: a new term.
 */
export function findTerm(
  terms: readonly ExistingTerm[],
  vocabulary: string,
  term: Term,
): ExistingTerm | null {
  const inVocabulary = terms.filter((candidate) => candidate.vocabulary === vocabulary);
  const concept = normalConcept(term.conceptId);
  if (concept) {
    const byConcept = inVocabulary.find(
      (candidate) => normalConcept(candidate.conceptId) === concept,
    );
    if (byConcept) return byConcept;
  }
  const de = normalLabel(term.label.de);
  const en = normalLabel(term.label.en);
  return (
    inVocabulary.find((candidate) => {
      if (concept && candidate.conceptId && normalConcept(candidate.conceptId) !== concept)
        return false;
      return (
        (de !== '' && normalLabel(candidate.labelDe) === de) ||
        (en !== '' && normalLabel(candidate.labelEn) === en)
      );
    }) ?? null
  );
}

/** The data of a new term (its German label falls back to the English one). */
export function newTermData(vocabulary: Vocabulary, term: Term) {
  const labelDe = (term.label.de ?? term.label.en ?? '').trim();
  return {
    vocabulary,
    labelDe,
    ...(term.label.en ? { labelEn: term.label.en.trim() } : {}),
    ...(term.conceptId ? { conceptId: term.conceptId.trim() } : {}),
  };
}

/** What a found term lacks and the source knows (an English label, a concept URI). */
export function termAdditions(existing: ExistingTerm, term: Term): Record<string, string> {
  const additions: Record<string, string> = {};
  if (!existing.labelEn && term.label.en) additions.labelEn = term.label.en.trim();
  if (!existing.conceptId && term.conceptId) additions.conceptId = term.conceptId.trim();
  return additions;
}

export interface ExistingMaker {
  documentId: string;
  name: string;
  gnd?: string | null;
  wikidata?: string | null;
  born?: number | null;
  died?: number | null;
}

const GND = /^[0-9X-]{5,15}$/;
const WIKIDATA = /^Q[1-9][0-9]*$/;

/** The GND id as the CMS keeps it (bare), or undefined when it is not one. */
export function gndOf(value: string | undefined): string | undefined {
  const id = value
    ?.trim()
    .replace(/^https?:\/\/d-nb\.info\/gnd\//i, '')
    .toUpperCase();
  return id && GND.test(id) ? id : undefined;
}

export function wikidataOf(value: string | undefined): string | undefined {
  const id = value
    ?.trim()
    .replace(/^https?:\/\/(www\.)?wikidata\.org\/(wiki|entity)\//i, '')
    .toUpperCase();
  return id && WIKIDATA.test(id) ? id : undefined;
}

/**
 * The maker a source's maker is: by GND id, else by Wikidata id, else by name, where the found
 * one has no other id than the source gives (two people of one name with different GND ids are
 * two makers). Null: a new maker.
 */
export function findMaker(makers: readonly ExistingMaker[], maker: Maker): ExistingMaker | null {
  const gnd = gndOf(maker.gnd);
  const wikidata = wikidataOf(maker.wikidata);
  if (gnd) {
    const found = makers.find((candidate) => candidate.gnd === gnd);
    if (found) return found;
  }
  if (wikidata) {
    const found = makers.find((candidate) => candidate.wikidata === wikidata);
    if (found) return found;
  }
  const name = normalLabel(maker.name);
  return (
    makers.find(
      (candidate) =>
        normalLabel(candidate.name) === name &&
        !(gnd && candidate.gnd && candidate.gnd !== gnd) &&
        !(wikidata && candidate.wikidata && candidate.wikidata !== wikidata),
    ) ?? null
  );
}

/** The data of a new maker, and what a found maker lacks that the source knows. */
export function makerData(maker: Maker, existing?: ExistingMaker | null) {
  const wanted: Record<string, unknown> = {
    name: maker.name.trim(),
    born: maker.born,
    died: maker.died,
    gnd: gndOf(maker.gnd),
    wikidata: wikidataOf(maker.wikidata),
  };
  const data = Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) =>
        value !== undefined &&
        (!existing || existing[key as keyof ExistingMaker] == null || key === 'name'),
    ),
  );
  if (existing) delete data.name;
  return data;
}

/** A slug not in `taken`: the word itself, else with -2, -3 … */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  const word = base || 'eintrag';
  if (!taken(word)) return word;
  for (let n = 2; ; n += 1) if (!taken(`${word}-${n}`)) return `${word}-${n}`;
}

export const slugOf = (text: string) => slugify(text);

/** An image source that is an address (downloaded) rather than a file path. */
export const isUrl = (source: string) => /^https?:\/\//i.test(source.trim());
