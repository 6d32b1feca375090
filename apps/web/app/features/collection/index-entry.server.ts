/**
 * One object's entry in the collection index, from both of its language versions: what is
 * searched (per language), the facet values (slugs, shared by both languages) with their labels,
 * and the card a hit shows. Objects without an English version are found on the English pages by
 * their German words and shown with their German title (the index falls back per language).
 */
import { centuryOf, type CollectionObject } from '~/domain/collection';
import type { Locale } from '~/domain/locale';
import { richTextToPlain } from '../search/documents.server';
import type { Facet, IndexedObject, Localized } from './collection-index.server';

/** What a hit in the collection search shows, per language where the object has one. */
export interface ObjectCard {
  slug: string;
  inventoryNumber: string;
  title: Localized;
  dating: Localized;
  makers: string[];
  /** The first image, as the teaser shows it (null when the object has none). */
  image: CollectionObject['image'];
  locales: Locale[];
}

function localized(
  versions: Partial<Record<Locale, CollectionObject>>,
  pick: (object: CollectionObject) => string | null | undefined,
): Localized {
  const result: Localized = {};
  for (const locale of ['de', 'en'] as const) {
    const object = versions[locale];
    const value = object && pick(object)?.trim();
    if (value) result[locale] = value;
  }
  return result;
}

function searchText(object: CollectionObject, locale: Locale): string {
  const terms = [
    ...object.objectTypes,
    ...object.classifications,
    ...object.materials,
    ...object.techniques,
    ...object.subjects,
  ].map((term) => term.title);
  return [
    ...object.makers.flatMap((maker) => [maker.name, maker.role ?? '']),
    ...terms,
    object.dating?.text ?? '',
    object.place ?? '',
    object.dimensions ?? '',
    richTextToPlain(object.inscription, locale),
    richTextToPlain(object.description, locale),
    richTextToPlain(object.provenance, locale),
  ]
    .filter(Boolean)
    .join('\n');
}

export function indexEntry(versions: Partial<Record<Locale, CollectionObject>>): IndexedObject {
  const first = versions.de ?? versions.en;
  if (!first) throw new Error('indexEntry needs at least one language version');
  const facets: Partial<Record<Facet, string[]>> = {};
  const labels: Partial<Record<Facet, Record<string, Localized>>> = {};
  const add = (facet: Facet, value: string, label?: Localized) => {
    const values = (facets[facet] ??= []);
    if (!values.includes(value)) values.push(value);
    if (label) {
      const names = (labels[facet] ??= {});
      names[value] = { ...names[value], ...label };
    }
  };
  for (const [locale, object] of Object.entries(versions) as [Locale, CollectionObject][]) {
    for (const term of object.objectTypes) add('objectType', term.slug, { [locale]: term.title });
    for (const term of object.materials) add('material', term.slug, { [locale]: term.title });
    for (const maker of object.makers) add('maker', maker.slug, { [locale]: maker.name });
  }
  // The exhibition by one key in both languages (the German slug where there is one).
  const shownIn = (versions.de ?? versions.en)?.location;
  if (shownIn?.kind === 'display' && shownIn.exhibition) {
    const names: Localized = {};
    for (const locale of ['de', 'en'] as const) {
      const location = versions[locale]?.location;
      if (location?.kind === 'display' && location.exhibition)
        names[locale] = location.exhibition.title;
    }
    add('exhibition', shownIn.exhibition.slug, names);
  }
  const earliest = first.dating?.earliest ?? null;
  if (earliest !== null) add('century', centuryOf(earliest));
  if (first.location.kind === 'display') add('onDisplay', 'yes');
  if (first.images.length > 0) add('hasImage', 'yes');
  for (const image of first.images) add('licence', image.licence);

  const card: ObjectCard = {
    slug: first.slug,
    inventoryNumber: first.inventoryNumber,
    title: localized(versions, (o) => o.title),
    dating: localized(versions, (o) => o.dating?.text),
    makers: first.makers.map((maker) => maker.name),
    image: first.images[0]?.image ?? null,
    locales: (['de', 'en'] as const).filter((locale) => versions[locale]),
  };
  return {
    id: first.id,
    inventoryNumber: first.inventoryNumber,
    title: card.title,
    text: {
      ...(versions.de ? { de: searchText(versions.de, 'de') } : {}),
      ...(versions.en ? { en: searchText(versions.en, 'en') } : {}),
    },
    facets,
    labels,
    ...(earliest !== null ? { earliest } : {}),
    card,
  };
}
