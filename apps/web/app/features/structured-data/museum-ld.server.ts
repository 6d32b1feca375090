import type { MuseumLeaf, PostalAddress, WithContext } from 'schema-dts';
import { openingHoursSpecification } from '~/features/opening-hours/schema-org';
import type { OpeningHours } from '~/features/opening-hours/types';

/** The JSON-LD Museum node of the home and visit pages (schema-dts' Museum also allows a bare name). */
export type MuseumLd = WithContext<MuseumLeaf>;

/**
 * What other nodes say of the museum when they name it as location, organizer or publisher:
 * its `@id` ties them to the full Museum node, name and address make them readable alone.
 */
export interface MuseumRef {
  id: string;
  name: string;
  /** The start page in the page language. */
  url: string;
  address: PostalAddress | string | undefined;
}

const POSTAL_LINE = /^(\d{4,5})\s+(.+)$/;

/**
 * The CMS keeps the address as lines ("street", "postal code and town", "country"). When the
 * lines have that form they become a PostalAddress; anything else stays plain text.
 */
export function postalAddress(lines: readonly string[]): PostalAddress | string | undefined {
  if (lines.length === 0) return undefined;
  const [street, town, country, ...rest] = lines;
  const postal = town ? POSTAL_LINE.exec(town) : null;
  if (!street || !postal || rest.length > 0) return lines.join(', ');
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    postalCode: postal[1],
    addressLocality: postal[2],
    ...(country ? { addressCountry: country } : {}),
  };
}

/** One `@id` for the museum in both languages: it is one place, whichever page names it. */
export function museumId(origin: string): string {
  return `${origin}/#museum`;
}

export function museumLd({
  museum,
  phone,
  mail,
  hours,
  now,
}: {
  museum: MuseumRef;
  phone: string | null;
  mail: string | null;
  /** null when the hours could not be read: the node then says nothing about them. */
  hours: OpeningHours | null;
  now: Date;
}): MuseumLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Museum',
    '@id': museum.id,
    name: museum.name,
    url: museum.url,
    ...(museum.address ? { address: museum.address } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(mail ? { email: mail } : {}),
    ...(hours ? openingHoursSpecification(hours, now) : {}),
  };
}
