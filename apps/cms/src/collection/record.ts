// One collection object as an import source describes it (LIDO or CSV), before it becomes a CMS
// entry. The readers produce it; the import compares it with what the CMS holds. Texts are kept
// per language (only German and English are kept; other languages in a source are dropped),
// facts once. Empty values are left out, so "the source says nothing" and "the source says empty"
// are the same, and a re-import never blanks a field because a source omitted it.

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in each language the source gives it in. */
export type Localized = Partial<Record<Language, string>>;

/** A term of a controlled vocabulary: its label per language, and its concept URI if given. */
export interface Term {
  label: Localized;
  /** A URI such as http://vocab.getty.edu/aat/300033618 or a GND/Wikidata id. */
  conceptId?: string;
}

export interface Maker {
  name: string;
  role?: Localized;
  /** Years of birth and death (or founding and dissolution), negative before the common era. */
  born?: number;
  died?: number;
  /** A GND id (https://d-nb.info/gnd/…) as the bare id, for example 118540238. */
  gnd?: string;
  /** A Wikidata id, for example Q5582. */
  wikidata?: string;
}

export interface Dating {
  display: Localized;
  earliest?: number;
  latest?: number;
}

/** The licences an image may carry (SPEC: metadata CC0; each image with its licence). */
export const LICENCES = ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'InC'] as const;
export type Licence = (typeof LICENCES)[number];

export interface ImageSource {
  /** An http(s) URL or a file path, as the source gives it; the import ingests it once. */
  source: string;
  caption: Localized;
  alt: Localized;
  credit?: string;
  licence: Licence;
  /** Who holds the rights: required for in-copyright images, the attribution for CC BY. */
  rightsHolder?: string;
}

export interface CollectionRecord {
  inventoryNumber: string;
  title: Localized;
  objectTypes: Term[];
  classifications: Term[];
  makers: Maker[];
  dating?: Dating;
  place?: Localized;
  materials: Term[];
  techniques: Term[];
  dimensions: Localized;
  description: Localized;
  inscription: Localized;
  provenance: Localized;
  creditLine: Localized;
  subjects: Term[];
  /** Inventory numbers of related objects. */
  related: string[];
  literature: string[];
  images: ImageSource[];
}

/** What a reader yields: a record, or why the record at this place of the file was skipped. */
export type ReadResult =
  | { ok: true; record: CollectionRecord; position: string; warnings?: string[] }
  | { ok: false; position: string; inventoryNumber?: string; problems: string[] };

export function emptyRecord(inventoryNumber: string): CollectionRecord {
  return {
    inventoryNumber,
    title: {},
    objectTypes: [],
    classifications: [],
    makers: [],
    materials: [],
    techniques: [],
    dimensions: {},
    description: {},
    inscription: {},
    provenance: {},
    creditLine: {},
    subjects: [],
    related: [],
    literature: [],
    images: [],
  };
}

/** German or English from a language tag as sources write it (de, de-DE, ger, deu, en-GB, eng). */
export function languageOf(tag: string | undefined, fallback: Language | null): Language | null {
  if (!tag) return fallback;
  const main = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (main === 'de' || main === 'ger' || main === 'deu') return 'de';
  if (main === 'en' || main === 'eng') return 'en';
  return null;
}

/** A year from a date as sources write it: 1890, 1890-05-01, -0450, "1890?"; not "18xx". */
export function yearOf(value: string | undefined): number | undefined {
  const match = value?.trim().match(/^(-?)0*(\d{1,4})(?=$|[-/.\s?])/);
  if (!match) return undefined;
  const year = Number(match[2]) * (match[1] ? -1 : 1);
  return Object.is(year, -0) ? 0 : year;
}

/** The licence a rights statement names (URI or words), or null when it names none we know. */
export function licenceOf(statement: string): Licence | null {
  const text = statement.toLowerCase().replace(/\s+/g, ' ');
  if (/publicdomain\/zero|\bcc0\b|cc zero|public domain dedication/.test(text)) return 'CC0-1.0';
  if (/licenses\/by-sa\/|cc[ -]by[ -]sa/.test(text)) return 'CC-BY-SA-4.0';
  if (/licenses\/by\/|cc[ -]by(?![ -](nc|nd|sa))/.test(text)) return 'CC-BY-4.0';
  if (/rightsstatements\.org\/vocab\/inc|in copyright|urheberrechtlich geschützt|©/.test(text))
    return 'InC';
  return null;
}

/** Adds a text in a language, joining with a blank line when the language already has one.
 * Spaces and line breaks inside a paragraph become one space; blank lines between stay. */
export function addText(target: Localized, language: Language, text: string | undefined): void {
  const value = (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
  if (!value) return;
  target[language] = target[language] ? `${target[language]}\n\n${value}` : value;
}

/** Whether a localized text says anything. */
export function hasText(value: Localized | undefined): boolean {
  return Boolean(value && (value.de || value.en));
}
