/**
 * A collection object as schema.org's VisualArtwork (issue #45): its inventory number as
 * identifier, makers as creators (with their GND and Wikidata records as sameAs), the dating
 * as dateCreated, its materials, the place it was made, and each image with the
 * licence it is published under, so search engines show "licensable" images correctly.
 */
import type { ImageObject, Organization, Person, VisualArtwork, WithContext } from 'schema-dts';
import type { CollectionMaker, CollectionObject } from '~/domain/collection';
import { authorityRecords } from '~/features/collection/authority';
import { licenceUri } from '~/features/collection/iiif-manifest';
import { richTextToPlain } from '~/features/search/documents.server';
import { imageUrl, organizationOf } from './item-ld.server';
import { intlLocale } from '~/domain/locale';
import type { LdPage } from './page-ld.server';

// Makers are people or firms; the CMS does not say which. A firm's name gives it away.
const firm =
  /\b(GmbH|AG|KG|OHG|& ?Co|Co\.|Gebr\.|Gebrüder|Werke?|Werkstätten?|Fabrik|Manufaktur|Maschinenbau|Verlag|Druckerei|Atelier|Studio|Inc\.|Ltd\.?|Company|Brothers)\b/i;

function creatorOf(maker: CollectionMaker): Person | Organization {
  const sameAs = authorityRecords(maker).map((record) => record.uri);
  const common = { name: maker.name, ...(sameAs.length > 0 ? { sameAs } : {}) };
  if (firm.test(maker.name)) {
    return {
      '@type': 'Organization',
      ...common,
      ...(maker.born !== null ? { foundingDate: String(maker.born) } : {}),
      ...(maker.died !== null ? { dissolutionDate: String(maker.died) } : {}),
    };
  }
  return {
    '@type': 'Person',
    ...common,
    ...(maker.born !== null ? { birthDate: String(maker.born) } : {}),
    ...(maker.died !== null ? { deathDate: String(maker.died) } : {}),
  };
}

/** An ISO 8601 year (four digits, CE only) or interval of years, as dateCreated takes it. */
export function datingIso(dating: CollectionObject['dating']): string | null {
  if (!dating) return null;
  const year = (value: number | null) =>
    value !== null && value > 0 && value < 10_000 ? String(value).padStart(4, '0') : null;
  const earliest = year(dating.earliest);
  const latest = year(dating.latest);
  if (earliest && latest) return earliest === latest ? earliest : `${earliest}/${latest}`;
  return earliest ?? latest;
}

export function collectionObjectLd(
  object: CollectionObject,
  page: LdPage,
): WithContext<VisualArtwork> {
  const creators = object.makers.map(creatorOf);
  const dateCreated = datingIso(object.dating);
  const description = richTextToPlain(object.description, page.locale).trim();
  const materials = object.materials.map((term) => term.title);
  const images: ImageObject[] = object.images.flatMap((entry) => {
    const contentUrl = imageUrl(entry.image, page.origin);
    if (!contentUrl) return [];
    const credit = entry.image.credit?.[page.locale] ?? entry.rightsHolder;
    return [
      {
        '@type': 'ImageObject',
        contentUrl,
        license: licenceUri(entry.licence),
        acquireLicensePage: page.url,
        ...(credit ? { creditText: credit } : {}),
        ...(entry.rightsHolder
          ? { copyrightHolder: { '@type': 'Organization', name: entry.rightsHolder } }
          : {}),
        ...(entry.image.caption?.[page.locale]
          ? { caption: entry.image.caption[page.locale] }
          : {}),
      },
    ];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'VisualArtwork',
    '@id': `${page.url}#object`,
    name: object.title,
    url: page.url,
    mainEntityOfPage: page.url,
    inLanguage: intlLocale[page.locale],
    identifier: {
      '@type': 'PropertyValue',
      propertyID: page.locale === 'de' ? 'Inventarnummer' : 'Inventory number',
      value: object.inventoryNumber,
    },
    ...(description ? { description } : {}),
    ...(creators.length === 1 ? { creator: creators[0] } : {}),
    ...(creators.length > 1 ? { creator: creators } : {}),
    ...(dateCreated ? { dateCreated } : {}),
    ...(object.place ? { locationCreated: { '@type': 'Place', name: object.place } } : {}),
    ...(materials.length > 0 ? { material: materials } : {}),
    ...(object.objectTypes.length > 0
      ? { artform: object.objectTypes.map((term) => term.title).join(', ') }
      : {}),
    ...(object.dimensions ? { size: object.dimensions } : {}),
    ...(object.subjects.length > 0
      ? { keywords: object.subjects.map((term) => term.title).join(', ') }
      : {}),
    ...(object.creditLine ? { creditText: object.creditLine } : {}),
    ...(images.length === 1 ? { image: images[0] } : {}),
    ...(images.length > 1 ? { image: images } : {}),
    // The facts are free to reuse; each image names its own licence above.
    license: 'https://creativecommons.org/publicdomain/zero/1.0/',
    provider: organizationOf(page.museum),
  };
}
