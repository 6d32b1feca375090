/**
 * The catalogue travels to the browser in parts (docs/decisions/0013): the page frame's texts,
 * which nearly every page needs, and one part per feature that only some pages use. A page loads
 * `frame` plus the parts its server render used; a client-side navigation loads more on demand.
 */
import type { Locale } from '../domain/locale';
import type { Namespace } from './translate';

/** The parts, in the fixed order their scripts appear in a page. */
export const catalogueParts = [
  'frame',
  'filters',
  'booking',
  'offers',
  'search',
  'collection',
  'preview',
] as const;
export type CataloguePart = (typeof catalogueParts)[number];

/**
 * The part of every namespace: a namespace missing here, or an unknown one, is a type error, and
 * an object key cannot repeat, so each namespace is in exactly one part.
 */
export const partOf: { readonly [N in Namespace]: CataloguePart } = {
  common: 'frame',
  list: 'frame',
  screens: 'frame',
  hours: 'frame',
  footer: 'frame',
  // The accessibility statement's headings: linked from every footer, a few lines.
  statement: 'frame',
  consent: 'frame',
  embed: 'frame',
  menu: 'frame',
  // The event page's and the programme's calendar links.
  calendar: 'frame',
  // Feed link titles and subscribe links (home, press, digital offers): a few words.
  feeds: 'frame',
  // The programme's and the guided tours' filter forms.
  filters: 'filters',
  // The forms visitors send: the booking request and the barrier report, with their thank-you steps.
  booking: 'booking',
  bookingForm: 'booking',
  barrierReport: 'booking',
  barrierReportForm: 'booking',
  // Digital offers, and the quiz and audio player that only they show.
  offers: 'offers',
  quiz: 'offers',
  audio: 'offers',
  // The search results page (the field and its suggestions are in the frame: the menu has them).
  search: 'search',
  // The collection online: its search, object pages and the exhibitions' rows of objects.
  collection: 'collection',
  // The editors' preview bar: only pages opened from the CMS show it.
  preview: 'preview',
  // A collection object's page: its facts, images, zoom viewer and citation.
  collectionObject: 'collection',
};

/** The namespaces of one part. */
export function namespacesOf(part: CataloguePart): Namespace[] {
  return (Object.keys(partOf) as Namespace[]).filter((namespace) => partOf[namespace] === part);
}

/** The content hash of each part of a language's catalogue: what the root loader sends. */
export type PartHashes = Readonly<Record<CataloguePart, string>>;

/** Where a part is served; the hash names its content, so it is cached for a year. */
export function partHref(locale: Locale, part: CataloguePart, hash: string): string {
  return `/i18n/${locale}.${part}.${hash}.js`;
}

export function isCataloguePart(name: string): name is CataloguePart {
  return (catalogueParts as readonly string[]).includes(name);
}
