/**
 * The suggested citation of a collection object (issue #45): who made it, what it is, when, the
 * museum and its inventory number, and the permalink. The permalink is made from the configured
 * origin by the caller (never the request's host), and it is the object's address in the page's
 * language: the slug is the inventory number's in both languages, so it never changes.
 */
import type { CollectionObject } from '~/domain/collection';
import type { Locale } from '~/domain/locale';

export interface CitationInput {
  object: Pick<CollectionObject, 'makers' | 'title' | 'dating' | 'inventoryNumber'>;
  museum: string;
  permalink: string;
  locale: Locale;
}

const inventoryWord: Record<Locale, string> = { de: 'Inv.-Nr.', en: 'inv. no.' };
const unknownMaker: Record<Locale, string> = { de: 'Unbekannt', en: 'Unknown' };

/** One line, as a reference list prints it: "Maker: Title, date. Museum, Inv.-Nr. X. URL". */
export function objectCitation({ object, museum, permalink, locale }: CitationInput): string {
  const names = [...new Set(object.makers.map((maker) => maker.name.trim()).filter(Boolean))];
  const makers = names.length > 0 ? names.join('; ') : unknownMaker[locale];
  const dating = object.dating?.text?.trim();
  const what = dating ? `${object.title.trim()}, ${dating}` : object.title.trim();
  return `${makers}: ${what}. ${museum}, ${inventoryWord[locale]} ${object.inventoryNumber}. ${permalink}`;
}
