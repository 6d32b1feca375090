/**
 * An object of the museum's collection as the site shows it, in one language (issue #45). The
 * content layer builds it from the CMS; the index, the pages, the IIIF manifest and the JSON-LD
 * read it. Optional content is `null` or an empty list, as in types.ts.
 */
import type { Alternates, ExhibitionRef, Image, RichText, Term } from './types';

/** The licences an image of the collection is published under. */
export const imageLicences = ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'InC'] as const;
export type ImageLicence = (typeof imageLicences)[number];

/** Openly licensed images may be downloaded; in-copyright ones are shown only. */
export const isOpenLicence = (licence: ImageLicence) => licence !== 'InC';

/** A term of a controlled vocabulary (object type, material …) with its concept URI if any. */
export interface CollectionTerm extends Term {
  conceptId: string | null;
}

export interface CollectionMaker {
  name: string;
  slug: string;
  role: string | null;
  born: number | null;
  died: number | null;
  /** A GND id (without the https://d-nb.info/gnd/ prefix). */
  gnd: string | null;
  /** A Wikidata id such as Q5582. */
  wikidata: string | null;
}

export interface CollectionImage {
  image: Image;
  licence: ImageLicence;
  rightsHolder: string | null;
  /** The level-0 IIIF image made of it (site/iiif-paths.ts), once its tiles exist. */
  iiif: { id: string; width: number; height: number } | null;
}

export type ObjectLocation =
  | { kind: 'display'; exhibition: ExhibitionRef | null; room: string | null }
  | { kind: 'storage' }
  | { kind: 'loan' };

export interface CollectionObjectRef {
  slug: string;
  inventoryNumber: string;
  title: string;
  image: Image | null;
}

export interface CollectionObject extends CollectionObjectRef {
  contentType: 'collection-object';
  /** The CMS's id, shared by both language versions. */
  id: string;
  objectTypes: CollectionTerm[];
  classifications: CollectionTerm[];
  makers: CollectionMaker[];
  dating: { text: string | null; earliest: number | null; latest: number | null } | null;
  place: string | null;
  materials: CollectionTerm[];
  techniques: CollectionTerm[];
  dimensions: string | null;
  description: RichText;
  inscription: RichText;
  provenance: RichText;
  creditLine: string | null;
  /** A note shown before the object where its content or history needs one. */
  contentNote: string | null;
  subjects: CollectionTerm[];
  literature: string[];
  location: ObjectLocation;
  related: CollectionObjectRef[];
  images: CollectionImage[];
  alternates: Alternates;
  updatedAt: string;
  /**
   * Taken out of the online collection (given back, deaccessioned, found to be wrongly
   * described): its permalink answers 410 with the note, and the search no longer finds it.
   */
  withdrawn: boolean;
  withdrawnNote: string | null;
}

/** The century of a year as a facet value: 1912 → "20", 1900 → "19", -450 (450 BCE) → "-5". */
export function centuryOf(year: number): string {
  return String(year > 0 ? Math.ceil(year / 100) : -Math.max(1, Math.ceil(-year / 100)));
}
