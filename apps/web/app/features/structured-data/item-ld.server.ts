/** Pieces every content node shares: the museum as place or organisation, images, language. */
import type { Museum, Organization, Place } from 'schema-dts';
import { intlLocale } from '~/domain/locale';
import type { Image } from '~/domain/types';
import { shareImage } from '~/site/share-image';
import { absoluteSiteUrl } from '~/site/media-paths';
import type { MuseumRef } from './museum-ld.server';
import type { LdPage } from './page-ld.server';

/**
 * The museum where something happens; a place inside it (a hall, the Schauhaus; its room sign
 * when there is one) becomes a Place of its own, contained in the museum, with its address.
 */
export function locationOf(
  museum: MuseumRef,
  place: string | null | undefined,
  room: string | null = null,
): Place | Museum {
  const building: Museum = {
    '@type': 'Museum',
    '@id': museum.id,
    name: museum.name,
    url: museum.url,
    ...(museum.address ? { address: museum.address } : {}),
  };
  const name = place?.trim() || room;
  if (!name) return building;
  return {
    '@type': 'Place',
    name,
    // The room's sign (decision 0055): schema.org's Place has no room, its identifier says it.
    ...(room ? { identifier: room } : {}),
    ...(museum.address ? { address: museum.address } : {}),
    // Named, not just referenced: the full Museum node is only on the home and visit pages.
    containedInPlace: building,
  };
}

/**
 * The museum as organizer or publisher. schema.org's Museum is a Place, so the institution is
 * named as an Organization with the same `@id`: one node that is both the building and the body.
 */
export function organizationOf(museum: MuseumRef): Organization {
  return { '@type': 'Organization', '@id': museum.id, name: museum.name, url: museum.url };
}

/**
 * The image's share rendition (sharp, not the full original) at the configured origin, or
 * nothing.
 */
export function imageUrl(image: Image | null | undefined, origin: string): string | undefined {
  return image ? absoluteSiteUrl(shareImage(image).url, origin) : undefined;
}

/** Properties of every content node: its page, language, name and description. */
export function pageProperties(
  page: LdPage,
  name: string,
  description: string | null | undefined,
  image: Image | null | undefined,
) {
  const picture = imageUrl(image, page.origin);
  return {
    name,
    url: page.url,
    inLanguage: intlLocale[page.locale],
    ...(description ? { description } : {}),
    ...(picture ? { image: picture } : {}),
  };
}
