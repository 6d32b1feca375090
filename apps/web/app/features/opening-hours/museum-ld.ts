import { openingHoursSpecification, type OpeningHoursSpecificationLd } from './schema-org';
import type { OpeningHours } from './types';

type PostalAddressLd = {
  '@type': 'PostalAddress';
  streetAddress?: string;
  postalCode?: string;
  addressLocality?: string;
  addressCountry?: string;
};

/** The JSON-LD Museum block (schema.org) of the home and visit pages. */
export type MuseumLd = {
  '@context': 'https://schema.org';
  '@type': 'Museum';
  name: string;
  url: string;
  address?: PostalAddressLd | string;
  telephone?: string;
  email?: string;
  openingHoursSpecification?: OpeningHoursSpecificationLd[];
  specialOpeningHoursSpecification?: OpeningHoursSpecificationLd[];
};

const POSTAL_LINE = /^(\d{4,5})\s+(.+)$/;

/**
 * The CMS keeps the address as lines ("street", "postal code and town", "country"). When the
 * lines have that form they become a PostalAddress; anything else stays plain text.
 */
export function postalAddress(lines: readonly string[]): PostalAddressLd | string | undefined {
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

export function museumLd({
  name,
  url,
  addressLines,
  phone,
  mail,
  hours,
  now,
}: {
  name: string;
  url: string;
  addressLines: readonly string[];
  phone: string | null;
  mail: string | null;
  /** null when the hours could not be read: the block then says nothing about them. */
  hours: OpeningHours | null;
  now: Date;
}): MuseumLd {
  const address = postalAddress(addressLines);
  return {
    '@context': 'https://schema.org',
    '@type': 'Museum',
    name,
    url,
    ...(address ? { address } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(mail ? { email: mail } : {}),
    ...(hours ? openingHoursSpecification(hours, now) : {}),
  };
}

/** JSON for an inline script element: "<" is escaped so no "</script>" can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
