/**
 * Loader side of the structured data: what the mappers need to know about the page (public
 * origin, language, canonical URL, the museum) and how their nodes join the page frame.
 */
import type { Thing, WithContext } from 'schema-dts';
import { getGeneralContact, getOpeningHours } from '~/content/index.server';
import type { Locale } from '~/domain/locale';
import type { GeneralContact } from '~/domain/types';
import { requestNow } from '~/features/clock/now.server';
import { commonMessages } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import { siteOrigin } from '~/site-origin.server';
import { breadcrumbTrail } from '~/site/breadcrumb';
import { canonicalPath, type PageFrame, type StructuredData } from '~/site/page-frame';
import { href } from '~/site/paths';
import { screenTitle } from '~/site/screen-title.server';
import { breadcrumbListLd } from './breadcrumb-ld.server';
import {
  museumId,
  museumLd,
  postalAddress,
  type MuseumLd,
  type MuseumRef,
} from './museum-ld.server';

/** What every mapper gets besides its item. */
export interface LdPage {
  /** The configured public origin, never the request's host. */
  origin: string;
  locale: Locale;
  /** Absolute canonical URL of the page on screen. */
  url: string;
  museum: MuseumRef;
}

function logUnavailable(what: string, error: unknown) {
  console.error(
    `[structured-data] ${what} unavailable:`,
    error instanceof Error ? error.message : error,
  );
}

/** The museum as other nodes name it, from the general contact (or just its name without it). */
export function museumRef(
  contact: GeneralContact | null,
  locale: Locale,
  origin: string,
): MuseumRef {
  return {
    id: museumId(origin),
    name: contact?.museumName ?? tableTranslator(commonMessages, locale)('site.name'),
    url: `${origin}${href('home', {}, locale)}`,
    address: postalAddress(contact?.addressLines ?? []),
  };
}

// Structured data is an extra: a CMS failure here leaves the nodes thinner, never the page broken.
function readContact(locale: Locale): Promise<GeneralContact | null> {
  return getGeneralContact(locale).catch((error: unknown) => {
    logUnavailable('general contact', error);
    return null;
  });
}

/** The mappers' view of a page (the general contact is cached, so this costs no extra call). */
export async function ldPage(frame: PageFrame): Promise<LdPage> {
  const { origin } = siteOrigin();
  const contact = await readContact(frame.locale);
  return {
    origin,
    locale: frame.locale,
    url: `${origin}${canonicalPath(frame)}`,
    museum: museumRef(contact, frame.locale, origin),
  };
}

/**
 * The full Museum node (address, contact, regular and special opening hours) of the home and
 * visit pages; null when the general contact cannot be read.
 */
export async function loadMuseumLd(request: Request, locale: Locale): Promise<MuseumLd | null> {
  const [contact, hours] = await Promise.all([
    readContact(locale),
    getOpeningHours().catch((error: unknown) => logUnavailable('opening hours', error)),
  ]);
  if (!contact) return null;
  return museumLd({
    museum: museumRef(contact, locale, siteOrigin().origin),
    phone: contact.phone,
    mail: contact.mail,
    hours: hours ?? null,
    now: requestNow(request),
  });
}

/** A schema-dts node as the frame keeps it (JSON-LD objects always carry a string @type). */
export function structuredData(node: WithContext<Thing>): StructuredData {
  return node as StructuredData;
}

/**
 * The frame with the page's own nodes and, last, the BreadcrumbList of its visible breadcrumb.
 * Made from the final frame: a breadcrumb made earlier (overview frames) is replaced, so a
 * frame changed afterwards (the search's query) still gets the trail the shell shows.
 */
export function withStructuredData(
  frame: PageFrame,
  ...nodes: (WithContext<Thing> | null | undefined)[]
): PageFrame {
  const kept = (frame.structuredData ?? []).filter((node) => node['@type'] !== 'BreadcrumbList');
  const own = nodes.flatMap((node) => (node ? [structuredData(node)] : []));
  const breadcrumb = breadcrumbListLd(breadcrumbTrail(frame, screenTitle), siteOrigin().origin);
  return {
    ...frame,
    structuredData: [...kept, ...own, ...(breadcrumb ? [structuredData(breadcrumb)] : [])],
  };
}
